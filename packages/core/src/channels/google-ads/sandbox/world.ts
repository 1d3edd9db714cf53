import { createHmac, randomUUID } from 'node:crypto';
import { createSandboxTokens } from '../../sandbox/sandbox-tokens';

/**
 * The sandbox's fixed world: the Google accounts one can consent as, the Google Ads customers each
 * reaches, their YouTube channels and videos, and Verba's own operator account (its manager and
 * operating customers). Everything else (campaigns, ads...) is created through the API and kept in
 * PostgreSQL (migration 0051).
 */
export interface SandboxCustomer {
  id: string;
  descriptiveName: string;
  manager: boolean;
  /** The manager above it (customer_client / login-customer-id), if any. */
  managerId: string | null;
  currencyCode: string;
  timeZone: string;
}

export interface SandboxChannel {
  id: string;
  title: string;
  customUrl: string;
  description: string;
  publishedAt: string;
  subscriberCount: number;
  videos: SandboxVideo[];
}

export interface SandboxVideo {
  id: string;
  title: string;
  durationSeconds: number;
  publishedAt: string;
  privacyStatus: 'public' | 'unlisted' | 'private';
}

export interface SandboxAccount {
  id: string;
  email: string;
  name: string;
  /** Customers the account can reach directly (listAccessibleCustomers). */
  customerIds: string[];
  channels: SandboxChannel[];
}

const tz = 'America/Sao_Paulo';

export const sandboxCustomers: SandboxCustomer[] = [
  {
    id: '1000000001',
    descriptiveName: 'Verba (MCC sandbox)',
    manager: true,
    managerId: null,
    currencyCode: 'BRL',
    timeZone: tz,
  },
  {
    id: '1000000002',
    descriptiveName: 'Verba operação (sandbox)',
    manager: false,
    managerId: '1000000001',
    currencyCode: 'BRL',
    timeZone: tz,
  },
  {
    id: '2000000011',
    descriptiveName: 'Café da Vila',
    manager: false,
    managerId: null,
    currencyCode: 'BRL',
    timeZone: tz,
  },
  {
    id: '2000000012',
    descriptiveName: 'Café da Vila — Loja 2',
    manager: false,
    managerId: null,
    currencyCode: 'BRL',
    timeZone: tz,
  },
  {
    id: '2000000021',
    descriptiveName: 'Ótica Visão Clara',
    manager: false,
    managerId: null,
    currencyCode: 'BRL',
    timeZone: tz,
  },
];

const video = (
  id: string,
  title: string,
  durationSeconds: number,
  publishedAt: string,
  privacyStatus: SandboxVideo['privacyStatus'] = 'public',
): SandboxVideo => ({
  id,
  title,
  durationSeconds,
  publishedAt,
  privacyStatus,
});

export const operatorAccountId = 'verba-operator';

export const sandboxAccounts: SandboxAccount[] = [
  {
    id: operatorAccountId,
    email: 'midia@verba.sandbox',
    name: 'Verba — operação de mídia',
    customerIds: ['1000000001'],
    channels: [],
  },
  {
    id: 'ana',
    email: 'ana.souza@cafedavila.sandbox',
    name: 'Ana Souza',
    customerIds: ['2000000011', '2000000012'],
    channels: [
      {
        id: 'UCsbxCafeDaVila0000001',
        title: 'Café da Vila',
        customUrl: '@cafedavila',
        description: 'Cafés especiais de São Paulo.',
        publishedAt: '2019-03-02T12:00:00Z',
        subscriberCount: 512,
        videos: [
          video('sbxVid00001', 'Café da Vila 30s', 30, '2026-10-01T15:00:00Z', 'unlisted'),
          video('sbxVid00002', 'Como torramos nosso café', 95, '2026-08-14T13:30:00Z'),
          video('sbxVid00003', 'Café da Vila 6s', 6, '2026-10-01T15:05:00Z', 'unlisted'),
        ],
      },
      {
        id: 'UCsbxAnaSouza000000002',
        title: 'Ana Souza',
        customUrl: '@anasouza',
        description: '',
        publishedAt: '2015-06-20T09:00:00Z',
        subscriberCount: 37,
        videos: [video('sbxVid00011', 'Viagem a Minas', 240, '2024-05-01T18:00:00Z')],
      },
    ],
  },
  {
    id: 'marcos',
    email: 'marcos.lima@visaoclara.sandbox',
    name: 'Marcos Lima',
    customerIds: ['2000000021'],
    channels: [
      {
        id: 'UCsbxVisaoClara0000003',
        title: 'Ótica Visão Clara',
        customUrl: '@visaoclara',
        description: 'Óculos e lentes em Campinas.',
        publishedAt: '2021-01-10T10:00:00Z',
        subscriberCount: 88,
        videos: [video('sbxVid00021', 'Visão Clara 15s', 15, '2026-09-09T12:00:00Z', 'unlisted')],
      },
    ],
  },
  {
    id: 'julia',
    email: 'julia.alves@sandbox.test',
    name: 'Júlia Alves',
    customerIds: [],
    channels: [],
  },
];

export const accountById = (id: string) => sandboxAccounts.find((a) => a.id === id);
export const customerById = (id: string) => sandboxCustomers.find((c) => c.id === id);
export const channelById = (id: string) =>
  sandboxAccounts.flatMap((a) => a.channels).find((c) => c.id === id);
export const videoById = (id: string) =>
  sandboxAccounts
    .flatMap((a) =>
      a.channels.map((channel) => ({ channel, video: channel.videos.find((v) => v.id === id) })),
    )
    .find((x) => x.video);

/** Customers an account reaches: its own and, for a manager, the clients below it. */
export function reachableCustomers(accountId: string): string[] {
  const account = accountById(accountId);
  if (!account) return [];
  const out = new Set<string>();
  for (const id of account.customerIds) {
    out.add(id);
    for (const c of sandboxCustomers) if (c.managerId === id) out.add(c.id);
  }
  return [...out];
}

/**
 * Geo target constants the sandbox knows (id → name): Brazil, its states and the main cities.
 * Source: https://developers.google.com/google-ads/api/data/geotargets (geotargets CSV).
 */
export const geoTargetConstants: Record<string, string> = {
  '2076': 'Brazil',
  '20106': 'State of Sao Paulo',
  '20104': 'State of Rio de Janeiro',
  '20092': 'State of Minas Gerais',
  '20100': 'State of Parana',
  '20102': 'State of Rio Grande do Sul',
  '20083': 'Bahia',
  '20097': 'Pernambuco',
  '20087': 'Federal District',
  '20088': 'Goias',
  '20108': 'Santa Catarina',
  '20085': 'Ceara',
  '1001773': 'Sao Paulo',
  '1001655': 'Rio de Janeiro',
  '1001566': 'Belo Horizonte',
  '1001541': 'Brasilia',
  '1001625': 'Curitiba',
  '1001627': 'Porto Alegre',
  '1001568': 'Salvador',
  '1001567': 'Recife',
  '1001535': 'Fortaleza',
  '1001701': 'Campinas',
};

/** Language constants (id → code). Source: https://developers.google.com/google-ads/api/data/codes-formats#languages */
export const languageConstants: Record<string, string> = {
  '1000': 'en',
  '1003': 'es',
  '1014': 'pt',
  '1001': 'de',
  '1002': 'fr',
  '1004': 'it',
};

/** The sandbox's one OAuth client (Verba) and its developer token, derived from the installation key. */
export interface GoogleSandboxCredentials {
  clientId: string;
  clientSecret: string;
  developerToken: string;
  /** Verba's manager account (login-customer-id) and the operating account campaigns live in. */
  loginCustomerId: string;
  customerId: string;
}

const derive = (secret: string, what: string, length: number) =>
  createHmac('sha256', `google-sandbox:${secret}`).update(what).digest('base64url').slice(0, length);

export function googleSandboxCredentials(secret: string): GoogleSandboxCredentials {
  return {
    clientId: 'verba-sandbox.apps.googleusercontent.com',
    clientSecret: `GOCSPX-${derive(secret, 'client-secret', 28)}`,
    developerToken: derive(secret, 'developer-token', 22),
    loginCustomerId: '1000000001',
    customerId: '1000000002',
  };
}

export const adwordsScope = 'https://www.googleapis.com/auth/adwords';
export const youtubeScopes = [
  'https://www.googleapis.com/auth/youtube',
  'https://www.googleapis.com/auth/youtube.readonly',
  'https://www.googleapis.com/auth/youtube.upload',
  'https://www.googleapis.com/auth/youtube.force-ssl',
];

/** Token subjects carry who consented, the channel chosen, and the grant (revocation unit). */
export interface TokenSubject {
  accountId: string;
  channelId: string | null;
  grantId: string;
}
export const encodeSubject = (s: TokenSubject) => `${s.accountId}|${s.channelId ?? ''}|${s.grantId}`;
export function decodeSubject(subject: string): TokenSubject | null {
  const [accountId, channelId, grantId] = subject.split('|');
  if (!accountId || grantId === undefined || !grantId) return null;
  return { accountId, channelId: channelId || null, grantId };
}

/**
 * Verba's operator refresh token in the sandbox: the connector runs its live code path (refresh
 * token grant → access token) unchanged. Each call mints a new grant (revoking one does not break
 * the next start).
 */
export function googleSandboxOperatorRefreshToken(secret: string): string {
  return createSandboxTokens(secret).issue({
    platform: 'google',
    subject: encodeSubject({ accountId: operatorAccountId, channelId: null, grantId: `op-${randomUUID()}` }),
    scopes: [adwordsScope],
    kind: 'refresh',
    exp: Math.floor(Date.UTC(2100, 0, 1) / 1000),
  });
}
