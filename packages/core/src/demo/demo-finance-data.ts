import type { CardFields, CreateAdvertiserForm, PaymentMethod } from '@verba/domain';

/** A payment order of the demo: paid through the sandbox, or left waiting for payment. */
export interface DemoOrder {
  /** Part of the order's stable Idempotency-Key (`demo-seed:order:<key>`). */
  key: string;
  method: Exclude<PaymentMethod, 'DEPOSIT'>;
  /** Centavos. */
  amount: string;
  /** Sandbox test card (CREDIT_CARD only), charged when the order is created. */
  card?: CardFields;
  pay: boolean;
  /** Ask for the NFS-e now instead of 30 days after payment (spec §4). */
  requestInvoice?: boolean;
}

export interface DemoAdvertiser {
  input: CreateAdvertiserForm;
  /** Deactivated once its orders are paid (an inactive advertiser takes no new order). */
  inactive?: boolean;
  orders: DemoOrder[];
}

/**
 * The demo agency's advertisers and their payments. The documents are valid (check digits) but
 * made up. Paid total R$ 18.800,00, so the agency's 5 % bonus is R$ 940,00 of cashback: R$ 740,00
 * from Pix and boleto, withdrawable at once, and R$ 200,00 from card and PayPal, on hold for
 * CASHBACK_HOLD_DAYS (the demo withdrawal fits in the first part).
 */
export const demoAdvertisers: readonly DemoAdvertiser[] = [
  {
    input: {
      name: 'Café Serra Azul Torrefação e Comércio Ltda',
      display_name: 'Café Serra Azul',
      website: 'cafeserraazul.com.br',
      ad_category_ids: ['210', '222'],
      currency: 'BRL',
      country: 'BR',
      address: {
        zipcode: '30130-005',
        street: 'Avenida Afonso Pena',
        number: '1500',
        complement: 'Loja 2',
        neighborhood: 'Centro',
        city: 'Belo Horizonte',
        state: 'MG',
      },
      billing_profile: 'ADVERTISER',
      company_tax_id: '27.451.983/0001-39',
      owner_document: '27.451.983/0001-39',
      owner_name: 'Helena Duarte Ribeiro',
      owner_business_name: 'Café Serra Azul Torrefação e Comércio Ltda',
    },
    orders: [
      { key: 'cafe-serra-azul:pix', method: 'PIX', amount: '600000', pay: true, requestInvoice: true },
      {
        key: 'cafe-serra-azul:card',
        method: 'CREDIT_CARD',
        amount: '250000',
        card: { number: '5555 5555 5555 4444', holder_name: 'HELENA D RIBEIRO', expiry: '08/40', cvv: '123' },
        pay: true,
      },
      { key: 'cafe-serra-azul:boleto-pending', method: 'BOLETO', amount: '120000', pay: false },
    ],
  },
  {
    input: {
      name: 'Ótica Visão Clara Comércio de Artigos Ópticos Ltda',
      display_name: 'Ótica Visão Clara',
      website: 'oticavisaoclara.com.br',
      ad_category_ids: ['552'],
      currency: 'BRL',
      country: 'BR',
      address: {
        zipcode: '80020-310',
        street: 'Rua XV de Novembro',
        number: '700',
        neighborhood: 'Centro',
        city: 'Curitiba',
        state: 'PR',
      },
      billing_profile: 'COMPANY',
      company_tax_id: '31.840.276/0001-01',
      owner_document: '381.927.465-00',
      owner_name: 'Ricardo Tanaka Moreira',
    },
    orders: [
      { key: 'otica-visao-clara:boleto', method: 'BOLETO', amount: '800000', pay: true },
      { key: 'otica-visao-clara:paypal', method: 'PAYPAL', amount: '150000', pay: true },
    ],
  },
  {
    input: {
      name: 'Amigo Fiel Pet Shop, Banho e Tosa Ltda',
      display_name: 'Amigo Fiel Pet',
      website: 'amigofielpet.com.br',
      ad_category_ids: ['422', '431'],
      currency: 'BRL',
      country: 'BR',
      address: {
        zipcode: '51020-000',
        street: 'Avenida Boa Viagem',
        number: '3200',
        neighborhood: 'Boa Viagem',
        city: 'Recife',
        state: 'PE',
      },
      billing_profile: 'ADVERTISER',
      company_tax_id: '40.517.892/0001-17',
      owner_document: '529.384.716-37',
      owner_name: 'Juliana Cavalcanti Lima',
    },
    inactive: true,
    orders: [{ key: 'amigo-fiel-pet:pix', method: 'PIX', amount: '80000', pay: true }],
  },
];

/** The demo agency's receiving account: Itaú (341), a valid check digit, current account. */
export const demoBankAccount = {
  bank_code: '341',
  agency: '0910',
  account: '48213',
  account_digit: '2',
  type: 'current',
} as const;

/** One cashback withdrawal to that account (R$ 500,00 + the R$ 3,67 fee). */
export const demoWithdrawal = { key: 'demo-seed:withdrawal:cashback', amount: '50000' } as const;

export const demoOrderIdempotencyKey = (order: DemoOrder) => `demo-seed:order:${order.key}`;
