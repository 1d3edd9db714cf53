import type { AuthorizeParams } from '@verba/core/channels/google-ads/sandbox/oauth';
import type { SandboxAccount } from '@verba/core/channels/google-ads/sandbox/world';

/**
 * The sandbox's Google consent screen (server-rendered, no script): choose a sandbox Google
 * account, then a YouTube channel when YouTube is asked for, then allow or cancel. pt-BR, en or es
 * by the `hl` parameter or Accept-Language, as Google does. A sandbox page, not Verba's UI: its few
 * texts live here in the three languages.
 */
export type ConsentLanguage = 'pt-BR' | 'en' | 'es';

const texts = {
  'pt-BR': {
    title: 'Fazer login com o Google',
    sandbox: 'Sandbox do Google servido pelo Verba — nenhuma conta real é usada.',
    chooseAccount: 'Escolha uma conta',
    toContinue: 'para continuar no app',
    wants: 'quer acessar sua Conta do Google',
    willAllow: 'Isso permitirá que o app:',
    chooseChannel: 'Escolha o canal do YouTube',
    noChannel: 'Esta conta não tem canal do YouTube.',
    allow: 'Permitir',
    cancel: 'Cancelar',
    otherAccount: 'Usar outra conta',
    errorTitle: 'Acesso bloqueado: erro de autorização',
    scopes: {
      adwords: 'Ver, editar, criar e excluir suas contas do Google Ads e os dados associados',
      youtube: 'Ver e gerenciar sua conta do YouTube',
      youtubeReadonly: 'Ver sua conta do YouTube',
      youtubeUpload: 'Gerenciar seus vídeos do YouTube',
      identity: 'Ver seu nome, foto do perfil e endereço de e-mail',
    },
  },
  en: {
    title: 'Sign in with Google',
    sandbox: 'Google sandbox served by Verba — no real account is used.',
    chooseAccount: 'Choose an account',
    toContinue: 'to continue to',
    wants: 'wants to access your Google Account',
    willAllow: 'This will allow the app to:',
    chooseChannel: 'Choose the YouTube channel',
    noChannel: 'This account has no YouTube channel.',
    allow: 'Allow',
    cancel: 'Cancel',
    otherAccount: 'Use another account',
    errorTitle: 'Access blocked: authorization error',
    scopes: {
      adwords: 'See, edit, create and delete your Google Ads accounts and data',
      youtube: 'Manage your YouTube account',
      youtubeReadonly: 'View your YouTube account',
      youtubeUpload: 'Manage your YouTube videos',
      identity: 'See your name, profile picture and email address',
    },
  },
  es: {
    title: 'Acceder con Google',
    sandbox: 'Sandbox de Google servido por Verba: no se usa ninguna cuenta real.',
    chooseAccount: 'Elija una cuenta',
    toContinue: 'para continuar en',
    wants: 'quiere acceder a su Cuenta de Google',
    willAllow: 'Esto permitirá que la aplicación:',
    chooseChannel: 'Elija el canal de YouTube',
    noChannel: 'Esta cuenta no tiene canal de YouTube.',
    allow: 'Permitir',
    cancel: 'Cancelar',
    otherAccount: 'Usar otra cuenta',
    errorTitle: 'Acceso bloqueado: error de autorización',
    scopes: {
      adwords: 'Ver, editar, crear y eliminar sus cuentas de Google Ads y sus datos',
      youtube: 'Administrar su cuenta de YouTube',
      youtubeReadonly: 'Ver su cuenta de YouTube',
      youtubeUpload: 'Administrar sus videos de YouTube',
      identity: 'Ver su nombre, foto de perfil y dirección de correo electrónico',
    },
  },
} as const;

/** `hl` first, then Accept-Language; pt-BR by default. */
export function consentLanguage(hl: string | undefined, acceptLanguage: string | undefined): ConsentLanguage {
  const pick = (tag: string): ConsentLanguage | null => {
    const t = tag.trim().toLowerCase();
    if (t.startsWith('pt')) return 'pt-BR';
    if (t.startsWith('es')) return 'es';
    if (t.startsWith('en')) return 'en';
    return null;
  };
  if (hl) {
    const l = pick(hl);
    if (l) return l;
  }
  for (const part of (acceptLanguage ?? '').split(',')) {
    const l = pick(part.split(';')[0] ?? '');
    if (l) return l;
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
*{box-sizing:border-box}body{font-family:Roboto,system-ui,sans-serif;background:#f0f4f9;color:#1f1f1f;margin:0;padding:24px 12px}
main{max-width:450px;margin:0 auto;background:#fff;border-radius:28px;padding:36px 32px}
.g{font-size:22px;font-weight:500;letter-spacing:-.5px}.g b:nth-child(1){color:#4285f4}.g b:nth-child(2){color:#ea4335}.g b:nth-child(3){color:#fbbc05}.g b:nth-child(4){color:#4285f4}.g b:nth-child(5){color:#34a853}.g b:nth-child(6){color:#ea4335}
h1{font-size:24px;font-weight:400;margin:16px 0 4px}p{margin:8px 0;line-height:1.45}.muted{color:#5f6368;font-size:13px}
.note{background:#fef7e0;border-radius:8px;padding:8px 12px;font-size:13px;margin:12px 0}
ul.accounts{list-style:none;padding:0;margin:16px 0}ul.accounts a{display:flex;gap:12px;align-items:center;padding:12px 8px;border-bottom:1px solid #e0e0e0;text-decoration:none;color:inherit}
ul.accounts a:hover{background:#f8fafd}.avatar{width:32px;height:32px;border-radius:50%;background:#1a73e8;color:#fff;display:flex;align-items:center;justify-content:center;font-weight:500;flex:none}
.who{font-size:14px}.who small{display:block;color:#5f6368}ul.scopes{padding-left:20px}ul.scopes li{margin:6px 0}
fieldset{border:1px solid #e0e0e0;border-radius:12px;padding:8px 12px;margin:16px 0}legend{font-size:14px;padding:0 4px}
label{display:flex;gap:8px;align-items:center;padding:6px 0;font-size:14px}
.actions{display:flex;justify-content:flex-end;gap:12px;margin-top:24px;flex-wrap:wrap}
button{font:inherit;font-size:14px;font-weight:500;border-radius:20px;padding:10px 24px;border:0;cursor:pointer}
.primary{background:#0b57d0;color:#fff}.secondary{background:transparent;color:#0b57d0;border:1px solid #747775}
code{background:#f1f3f4;padding:1px 4px;border-radius:4px}
</style>`;

const logo = '<div class="g" aria-hidden="true"><b>G</b><b>o</b><b>o</b><b>g</b><b>l</b><b>e</b></div>';

function page(lang: ConsentLanguage, title: string, body: string): string {
  return `<!doctype html>
<html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(title)}</title>${style}</head>
<body><main>${logo}${body}</main></body></html>`;
}

const scopeLabel = (lang: ConsentLanguage, scope: string): string => {
  const s = texts[lang].scopes;
  if (scope.endsWith('/adwords')) return s.adwords;
  if (scope.endsWith('/youtube.readonly')) return s.youtubeReadonly;
  if (scope.endsWith('/youtube.upload')) return s.youtubeUpload;
  if (scope.includes('/youtube')) return s.youtube;
  return s.identity;
};

const hidden = (params: AuthorizeParams) =>
  Object.entries(params)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => `<input type="hidden" name="${esc(k)}" value="${esc(String(v))}">`)
    .join('');

const appName = 'Verba';

export function renderAccountChooser(input: {
  lang: ConsentLanguage;
  params: AuthorizeParams;
  accounts: SandboxAccount[];
  selfPath: string;
}): string {
  const t = texts[input.lang];
  const items = input.accounts
    .map((a) => {
      const q = new URLSearchParams({ ...(input.params as Record<string, string>), sbx_account: a.id });
      return `<li><a href="${esc(`${input.selfPath}?${q.toString()}`)}"><span class="avatar">${esc(a.name.slice(0, 1))}</span><span class="who">${esc(a.name)}<small>${esc(a.email)}</small></span></a></li>`;
    })
    .join('');
  return page(
    input.lang,
    t.title,
    `<h1>${esc(t.chooseAccount)}</h1><p>${esc(t.toContinue)} <strong>${appName}</strong></p><p class="note">${esc(t.sandbox)}</p><ul class="accounts">${items}</ul>`,
  );
}

export function renderConsent(input: {
  lang: ConsentLanguage;
  params: AuthorizeParams;
  account: SandboxAccount;
  scopes: string[];
  wantsYoutube: boolean;
  txn: string;
  selfPath: string;
}): string {
  const t = texts[input.lang];
  const { account } = input;
  const scopeItems = [...new Set(input.scopes.map((s) => scopeLabel(input.lang, s)))]
    .map((l) => `<li>${esc(l)}</li>`)
    .join('');
  let channels = '';
  if (input.wantsYoutube)
    channels =
      account.channels.length === 0
        ? `<p class="muted">${esc(t.noChannel)}</p>`
        : `<fieldset><legend>${esc(t.chooseChannel)}</legend>${account.channels
            .map(
              (c, i) =>
                `<label><input type="radio" name="channel" value="${esc(c.id)}"${i === 0 ? ' checked' : ''}> ${esc(c.title)} <span class="muted">${esc(c.customUrl)}</span></label>`,
            )
            .join('')}</fieldset>`;
  const chooser = new URLSearchParams(input.params as Record<string, string>);
  return page(
    input.lang,
    t.title,
    `<h1>${appName} ${esc(t.wants)}</h1>
<ul class="accounts"><li><a href="${esc(`${input.selfPath}?${chooser.toString()}`)}"><span class="avatar">${esc(account.name.slice(0, 1))}</span><span class="who">${esc(account.name)}<small>${esc(account.email)}</small></span></a></li></ul>
<p class="note">${esc(t.sandbox)}</p>
<p>${esc(t.willAllow)}</p><ul class="scopes">${scopeItems}</ul>
<form method="post" action="${esc(input.selfPath)}">${hidden(input.params)}
<input type="hidden" name="sbx_account" value="${esc(account.id)}"><input type="hidden" name="txn" value="${esc(input.txn)}">
${channels}
<div class="actions"><button class="secondary" type="submit" name="decision" value="deny">${esc(t.cancel)}</button><button class="primary" type="submit" name="decision" value="allow">${esc(t.allow)}</button></div>
</form>`,
  );
}

export function renderAuthorizeError(input: {
  lang: ConsentLanguage;
  status: number;
  error: string;
  description: string;
}): string {
  const t = texts[input.lang];
  return page(
    input.lang,
    t.errorTitle,
    `<h1>${esc(t.errorTitle)}</h1><p>${esc(input.description)}</p><p class="muted">Error ${input.status}: <code>${esc(input.error)}</code></p>`,
  );
}
