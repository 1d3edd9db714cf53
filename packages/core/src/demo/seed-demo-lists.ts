import { and, eq, sql } from 'drizzle-orm';
import { advertisers, customLists } from '@verba/db';
import { createCustomListSchema, type CustomListType } from '@verba/domain';
import type { Actor, Deps } from '../deps';
import { createCustomList } from '../custom-lists/create-custom-list';
import { importCustomList } from '../custom-lists/import-custom-list';
import { writeSpreadsheet } from '../spreadsheets';
import { demoAdminActor } from './seed-demo-finance';

interface DemoList {
  advertiser: string;
  type: CustomListType;
  name: string;
  entryKind?: 'domain' | 'app';
  format: 'csv' | 'xlsx';
  header: string;
  rows: string[];
}

const firstNames = [
  'ana',
  'bruno',
  'carla',
  'diego',
  'elisa',
  'fabio',
  'gabriela',
  'heitor',
  'isabela',
  'joao',
];
const lastNames = ['souza', 'lima', 'costa', 'pereira', 'almeida', 'rocha'];

/** Made-up customers on the reserved example domains (RFC 2606), never real addresses. */
const demoEmails = firstNames.flatMap((first, i) =>
  lastNames.map((last, j) => `${first}.${last}${i + j}@exemplo.com.br`),
);

const demoLists: DemoList[] = [
  {
    advertiser: 'Café Serra Azul Torrefação e Comércio Ltda',
    type: 'SITE_LIST',
    name: 'Portais de gastronomia',
    format: 'xlsx',
    header: 'Domínio',
    rows: [
      'https://www.receitasdecafe.com.br/',
      'gastronomiabrasil.com.br',
      'www.guiadocafe.com.br/blog',
      'sabordaserra.com.br',
      'Cafeteria-Paulista.com.br',
      'gastronomiabrasil.com.br',
      'receitas de café',
    ],
  },
  {
    advertiser: 'Café Serra Azul Torrefação e Comércio Ltda',
    type: 'BLACKLIST',
    name: 'Sites bloqueados',
    entryKind: 'domain',
    format: 'csv',
    header: 'domain',
    rows: ['apostas-online.example.com', 'conteudoadulto.example.net', 'noticiasfalsas.example.org'],
  },
  {
    advertiser: 'Café Serra Azul Torrefação e Comércio Ltda',
    type: 'EMAIL_AUDIENCE',
    name: 'Clube do café (clientes)',
    format: 'csv',
    header: 'email',
    rows: [...demoEmails, 'sem-arroba.exemplo.com.br'],
  },
  {
    advertiser: 'Ótica Visão Clara Comércio de Artigos Ópticos Ltda',
    type: 'APP_LIST',
    name: 'Apps de saúde e bem-estar',
    format: 'xlsx',
    header: 'App',
    rows: [
      'com.saude.bemestar',
      'https://play.google.com/store/apps/details?id=br.com.otica.exames',
      'id1234567890',
      'https://apps.apple.com/br/app/lentes/id987654321',
    ],
  },
  {
    advertiser: 'Ótica Visão Clara Comércio de Artigos Ópticos Ltda',
    type: 'WISHLIST',
    name: 'Apps permitidos',
    entryKind: 'app',
    format: 'csv',
    header: 'app_id',
    rows: ['com.noticias.diario', 'com.clima.previsao'],
  },
];

/**
 * E-mail audiences need an advertiser older than 3 months (spec §5). The demo's coffee roaster is
 * presented as a client of the agency for 7 months, so its e-mail audience can be shown; the
 * other demo advertisers stay new, and the lists screen explains the rule for them.
 */
async function ageDemoCustomer(deps: Deps, companyId: string, name: string) {
  await deps.db
    .update(advertisers)
    .set({ createdAt: sql`${deps.now()}::timestamptz - interval '7 months'` })
    .where(
      and(
        eq(advertisers.companyId, companyId),
        eq(advertisers.name, name),
        sql`${advertisers.createdAt} > ${deps.now()}::timestamptz - interval '3 months'`,
      ),
    );
}

async function seedList(deps: Deps, actor: Actor, demo: DemoList) {
  const [advertiser] = await deps.db
    .select({ id: advertisers.id })
    .from(advertisers)
    .where(and(eq(advertisers.companyId, actor.companyId), eq(advertisers.name, demo.advertiser)))
    .limit(1);
  if (!advertiser) return;
  const [existing] = await deps.db
    .select({ id: customLists.id })
    .from(customLists)
    .where(and(eq(customLists.advertiserId, advertiser.id), eq(customLists.name, demo.name)))
    .limit(1);
  if (existing) return;
  const input = createCustomListSchema.parse({
    advertiser_id: advertiser.id,
    type: demo.type,
    name: demo.name,
    ...(demo.entryKind ? { entry_kind: demo.entryKind } : {}),
  });
  const list = await createCustomList({ deps, actor, input, language: actor.language });
  const bytes = await writeSpreadsheet({
    format: demo.format,
    columns: [demo.header],
    rows: demo.rows.map((r) => [r]),
  });
  await importCustomList({
    deps,
    actor,
    id: list.id,
    bytes,
    truncated: false,
    mode: 'add',
    language: actor.language,
  });
}

/**
 * The demo agency's lists (issue 10), idempotent: a site list (with an invalid row, so it shows
 * "List with error"), a site blacklist and an e-mail audience for the coffee roaster, an app list and
 * an app wishlist for the optician — each created and imported from a generated CSV or XLSX through
 * the same use cases as the API.
 */
export async function seedDemoLists({ deps, adminEmail }: { deps: Deps; adminEmail: string }) {
  const actor = await demoAdminActor(deps, adminEmail);
  if (!actor) return;
  await ageDemoCustomer(deps, actor.companyId, 'Café Serra Azul Torrefação e Comércio Ltda');
  for (const demo of demoLists) await seedList(deps, actor, demo);
}
