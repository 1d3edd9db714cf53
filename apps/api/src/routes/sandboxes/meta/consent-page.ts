import type { LoginParams } from '@verba/core/channels/meta/sandbox/facebook-login';
import { loginParamNames } from '@verba/core/channels/meta/sandbox/facebook-login';
import { metaSandboxPages } from '@verba/core/channels/meta/sandbox/graph-sandbox';

/**
 * The sandbox's Facebook Login for Business dialog (server-rendered, no script): the person picks
 * the Page (with its Instagram account) the app may advertise for, then continues or cancels.
 * pt-BR, en or es by `locale` (Meta's `pt_BR`, `en_US`, `es_LA`) or Accept-Language. A sandbox
 * page, not Verba's UI: its few texts live here in the three languages.
 */
type Lang = 'pt-BR' | 'en' | 'es';

const texts = {
  'pt-BR': {
    title: 'Entrar com o Facebook',
    sandbox: 'Sandbox da Meta servido pelo Verba — nenhuma conta real é usada.',
    wants: 'Verba (sandbox) quer acessar:',
    choosePages: 'Escolha as Páginas que o Verba pode usar para anunciar',
    instagram: 'com a conta do Instagram',
    noInstagram: 'sem conta do Instagram',
    allow: 'Continuar',
    cancel: 'Cancelar',
    permissions: {
      pages_show_list: 'Mostrar a lista das Páginas que você gerencia',
      pages_manage_ads: 'Criar e gerenciar anúncios da sua Página',
      pages_read_engagement: 'Ler o conteúdo publicado na Página',
      instagram_basic: 'Acessar o perfil do Instagram ligado à Página',
      business_management: 'Gerenciar sua empresa',
      ads_read: 'Ler os relatórios das suas contas de anúncios',
      ads_management: 'Gerenciar suas contas de anúncios',
      public_profile: 'Seu perfil público',
    } as Record<string, string>,
  },
  en: {
    title: 'Log in with Facebook',
    sandbox: 'Meta sandbox served by Verba — no real account is used.',
    wants: 'Verba (sandbox) is requesting access to:',
    choosePages: 'Choose the Pages Verba may advertise for',
    instagram: 'with Instagram account',
    noInstagram: 'no Instagram account',
    allow: 'Continue',
    cancel: 'Cancel',
    permissions: {
      pages_show_list: 'Show a list of the Pages you manage',
      pages_manage_ads: 'Create and manage ads for your Page',
      pages_read_engagement: 'Read content posted on the Page',
      instagram_basic: 'Access the Instagram profile connected to the Page',
      business_management: 'Manage your business',
      ads_read: 'Read reports of your ad accounts',
      ads_management: 'Manage your ad accounts',
      public_profile: 'Your public profile',
    } as Record<string, string>,
  },
  es: {
    title: 'Iniciar sesión con Facebook',
    sandbox: 'Sandbox de Meta servido por Verba: no se usa ninguna cuenta real.',
    wants: 'Verba (sandbox) solicita acceso a:',
    choosePages: 'Elija las Páginas con las que Verba puede anunciar',
    instagram: 'con la cuenta de Instagram',
    noInstagram: 'sin cuenta de Instagram',
    allow: 'Continuar',
    cancel: 'Cancelar',
    permissions: {
      pages_show_list: 'Mostrar la lista de las Páginas que usted administra',
      pages_manage_ads: 'Crear y administrar anuncios de su Página',
      pages_read_engagement: 'Leer el contenido publicado en la Página',
      instagram_basic: 'Acceder al perfil de Instagram vinculado a la Página',
      business_management: 'Administrar su empresa',
      ads_read: 'Leer los informes de sus cuentas publicitarias',
      ads_management: 'Administrar sus cuentas publicitarias',
      public_profile: 'Su perfil público',
    } as Record<string, string>,
  },
} as const;

export function loginLanguage(locale: string | undefined, acceptLanguage: string | undefined): Lang {
  for (const tag of [locale ?? '', ...(acceptLanguage ?? '').split(',')]) {
    const t = tag.trim().toLowerCase();
    if (t.startsWith('pt')) return 'pt-BR';
    if (t.startsWith('es')) return 'es';
    if (t.startsWith('en')) return 'en';
  }
  return 'pt-BR';
}

const esc = (s: string) =>
  s
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

const style = `<style>
*{box-sizing:border-box}body{font-family:Helvetica,Arial,system-ui,sans-serif;background:#f0f2f5;color:#1c1e21;margin:0;padding:24px 12px}
main{max-width:480px;margin:0 auto;background:#fff;border-radius:8px;box-shadow:0 2px 4px rgba(0,0,0,.1);padding:24px}
.f{color:#1877f2;font-size:28px;font-weight:700}h1{font-size:20px;margin:12px 0}
.note{background:#fff8e1;border-radius:6px;padding:8px 12px;font-size:13px;margin:12px 0}
ul{padding-left:20px}li{margin:4px 0;font-size:14px}fieldset{border:1px solid #dddfe2;border-radius:6px;padding:8px 12px;margin:16px 0}
legend{font-size:14px;font-weight:600;padding:0 4px}label{display:flex;gap:8px;align-items:center;padding:6px 0;font-size:14px}
small{color:#606770}.actions{display:flex;justify-content:flex-end;gap:12px;margin-top:20px;flex-wrap:wrap}
button{font:inherit;font-size:15px;font-weight:600;border-radius:6px;padding:8px 20px;border:0;cursor:pointer}
.primary{background:#1877f2;color:#fff}.secondary{background:#e4e6eb;color:#050505}
</style>`;

export function renderLoginError(message: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Facebook</title>${style}</head><body><main><div class="f">facebook</div><h1>${esc(message)}</h1></main></body></html>`;
}

export function renderLogin(params: LoginParams, scopes: string[], lang: Lang, action: string): string {
  const t = texts[lang];
  const hidden = loginParamNames
    .map((name) =>
      params[name] === undefined ? '' : `<input type="hidden" name="${name}" value="${esc(params[name])}">`,
    )
    .join('');
  const pages = Object.entries(metaSandboxPages)
    .map(
      ([id, p], i) =>
        `<label><input type="radio" name="page_id" value="${id}"${i === 0 ? ' checked' : ''}> <span>${esc(p.name)}<br><small>${
          p.instagram ? `${t.instagram} ${esc(p.instagram)}` : t.noInstagram
        }</small></span></label>`,
    )
    .join('');
  return `<!doctype html>
<html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(t.title)}</title>${style}</head><body><main>
<div class="f" aria-hidden="true">facebook</div><h1>${esc(t.title)}</h1>
<p class="note">${esc(t.sandbox)}</p>
<p>${esc(t.wants)}</p><ul>${scopes.map((s) => `<li>${esc(t.permissions[s] ?? s)}</li>`).join('')}</ul>
<form method="post" action="${esc(action)}">${hidden}
<fieldset><legend>${esc(t.choosePages)}</legend>${pages}</fieldset>
<div class="actions"><button class="secondary" name="answer" value="cancel">${esc(t.cancel)}</button>
<button class="primary" name="answer" value="allow">${esc(t.allow)}</button></div>
</form></main></body></html>`;
}
