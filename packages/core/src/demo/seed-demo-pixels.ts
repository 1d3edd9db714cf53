import { and, eq, isNull } from 'drizzle-orm';
import { advertisers, pixelGroups, users } from '@verba/db';
import { createPixelGroupSchema } from '@verba/domain';
import type { Actor, Deps } from '../deps';
import { activatePixelGroup } from '../pixels/activate-pixel-group';
import { collectPixelHit } from '../pixels/collect-pixel-hit';
import { createPixelGroup } from '../pixels/create-pixel-group';
import { demoAdminActor } from './seed-demo-finance';

const minute = 60_000;

/** The demo pixel groups: one active with recent events, one still waiting for staff review. */
const demoPixelGroups = [
  {
    advertiser: 'Café Serra Azul Torrefação e Comércio Ltda',
    name: 'Loja virtual Café Serra Azul',
    activate: true,
    rules: [
      {
        name: 'Compra concluída',
        event_name: 'purchase',
        event_label: 'Compra',
        objective: 'CONVERSION',
        value: 4990,
      },
      {
        name: 'Produto no carrinho',
        event_name: 'add_to_cart',
        event_label: 'Carrinho',
        objective: 'RETARGETING',
        value: null,
      },
      {
        name: 'Visita à página',
        event_name: 'page_view',
        event_label: 'Visita',
        objective: 'IMPRESSION',
        value: null,
      },
    ],
    /** Minutes ago, event and page of each demo event. */
    events: [
      [3, 'page_view', '/'],
      [5, 'add_to_cart', '/cafes/catuai-amarelo'],
      [6, 'page_view', '/cafes/catuai-amarelo'],
      [42, 'purchase', '/checkout/obrigado'],
      [45, 'add_to_cart', '/cafes/bourbon-vermelho'],
      [47, 'page_view', '/cafes'],
      [180, 'page_view', '/'],
      [400, 'purchase', '/checkout/obrigado'],
      [900, 'page_view', '/assinatura'],
    ] as const,
  },
  {
    advertiser: 'Ótica Visão Clara Comércio de Artigos Ópticos Ltda',
    name: 'Agendamento de exame de vista',
    activate: false,
    rules: [
      {
        name: 'Exame agendado',
        event_name: 'exam_booked',
        event_label: 'Agendamento',
        objective: 'CONVERSION',
        value: null,
      },
    ],
    events: [] as const,
  },
];

async function staffActor(deps: Deps): Promise<Actor | undefined> {
  const [staff] = await deps.db
    .select({ id: users.id, companyId: users.companyId, language: users.language })
    .from(users)
    .where(and(eq(users.isStaff, true), eq(users.isActive, true), isNull(users.deletedAt)))
    .limit(1);
  if (!staff) return undefined;
  return {
    userId: staff.id,
    companyId: staff.companyId,
    role: 'manager',
    isStaff: true,
    tokenId: 'demo-seed',
    impersonatorUserId: null,
    language: staff.language,
  };
}

/**
 * The demo agency's pixels (issue 10), idempotent: groups created, activated and fed events through
 * the same use cases as the API and the collection endpoint (the events dated over the last hours).
 */
export async function seedDemoPixels({
  deps,
  adminEmail,
}: {
  deps: Deps;
  adminEmail: string;
}): Promise<void> {
  const actor = await demoAdminActor(deps, adminEmail);
  if (!actor) return;
  for (const demo of demoPixelGroups) {
    const [advertiser] = await deps.db
      .select({ id: advertisers.id })
      .from(advertisers)
      .where(and(eq(advertisers.companyId, actor.companyId), eq(advertisers.name, demo.advertiser)))
      .limit(1);
    if (!advertiser) continue;
    const [existing] = await deps.db
      .select({ id: pixelGroups.id })
      .from(pixelGroups)
      .where(and(eq(pixelGroups.advertiserId, advertiser.id), eq(pixelGroups.name, demo.name)))
      .limit(1);
    if (existing) continue;
    const input = createPixelGroupSchema.parse({
      name: demo.name,
      advertiser_id: advertiser.id,
      rules: demo.rules,
    });
    const group = await createPixelGroup({ deps, actor, input });
    const staff = demo.activate ? await staffActor(deps) : undefined;
    if (staff) await activatePixelGroup({ deps, actor: staff, id: group.id });
    const now = deps.now().getTime();
    for (const [minutesAgo, event, path] of demo.events) {
      await collectPixelHit({
        deps: { ...deps, now: () => new Date(now - minutesAgo * minute) },
        query: {
          pid: group.id,
          ev: event,
          url: `https://cafeserraazul.com.br${path}`,
          ref: 'https://www.google.com/',
        },
        ip: 'demo-seed',
      });
    }
  }
}
