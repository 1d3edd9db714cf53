import type { TFunction } from 'i18next';
import { alertTypes, renderAlertText, type Language } from '@verba/domain';
import { translatorFor } from '../i18n/translate';
import { codeTtlMs } from '../auth/one-time-codes';

/** The parameters of each e-mail template (rendered in pt-BR, en and es). */
export interface EmailParams {
  confirmation_code: { name: string; code: string };
  two_factor_code: { name: string; code: string };
  password_reset: { name: string; url: string };
  invitation: { name: string; inviter: string; company: string; url: string };
  /** To an account's address someone of another company tried to invite (no enumeration): nothing changed. */
  invitation_blocked: { name: string };
  /** To an account's address someone of another company tried to take as their e-mail: nothing changed. */
  email_in_use: { name: string };
  /** To the new address of an e-mail change: the single-use link that makes it take effect. */
  email_change_confirm: { name: string; email: string; url: string; hours: number };
  /** To the old address once an e-mail change was confirmed. */
  email_changed: { name: string; email: string };
  /** To the user's address after they changed their password in Settings. */
  password_changed: { name: string };
  /** Sent instead of a new account when someone signs up with a registered e-mail (no enumeration). */
  account_exists: { name: string; login_url: string; reset_url: string };
  /** To the company's finance users: the payout failed and amount plus fee are back in the wallet. */
  withdrawal_failed: WithdrawalNoticeParams & { fee: string; total: string; reason: string | null };
  /** To the company's finance users: the payout settled at the bank. */
  withdrawal_paid: WithdrawalNoticeParams & { date: string };
  /** To a company's administrators: someone whose sign-up found the company's document taken asks to be invited. */
  access_requested: { name: string; email: string; company: string; url: string };
  /** To whoever asked to change the company's CPF/CNPJ: platform staff approved or rejected it. */
  document_change_decided: {
    name: string;
    company: string;
    document: string;
    approved: boolean;
    note: string;
    url: string;
  };
  /** To a campaign's creator: the review approved it (it delivers from its start date). */
  campaign_approved: { name: string; campaign: string; url: string };
  /** To a campaign's creator: the review rejected it, with the reviewer's reason. */
  campaign_rejected: { name: string; campaign: string; reason: string; url: string };
  /**
   * To a campaign's creator: its channel cannot deliver in this installation yet (issue 27), so
   * it was stopped and its reservation returned to the wallet.
   */
  campaign_channel_released: { name: string; campaign: string; type: string; amount: string; url: string };
  /** To the platform staff: a company asks for a managed campaign. */
  campaign_request_received: {
    name: string;
    company: string;
    advertiser: string;
    campaign: string;
    budget: string;
    url: string;
  };
  /** To whoever asked for a managed campaign: the platform has the request. */
  campaign_request_confirmation: { name: string; campaign: string; budget: string };
  /** To whoever published or edited a campaign: it is being processed and reviewed (spec §4, up to 48 h). */
  campaign_processing: { name: string; campaign: string; edited: boolean; url: string };
  /** To the recipients of an e-mailed or scheduled report (issue 29): the signed, expiring link. */
  report_ready: { name: string; report: string; rows: number; url: string; days: number };
  /** To the platform staff: a company opened a support request (issue 31). */
  support_request_received: { name: string; company: string; subject: string; url: string };
  /** To whoever opened a support request: staff replied (the reply itself is in the e-mail). */
  support_reply: { name: string; subject: string; reply: string; url: string };
  /** To whoever asked for a dashboard (issue 29, "Solicitar dashboard"): staff built it. */
  dashboard_ready: { name: string; dashboard: string; url: string };
  /** To the platform staff: a company asked for a dashboard ("Solicitar dashboard"; spec: within 48 hours). */
  dashboard_request_received: { name: string; company: string; requester: string; advertiser: string; url: string };
  /** An alert (issue 31, docs/alerts.md): its type, kind and parameters, worded like the bell. */
  alert: { name: string; alert_type: string; kind: 'firing' | 'resolved' | 'digest'; params: Record<string, string | number>; url: string };
}
export type EmailTemplate = keyof EmailParams;

/** What both withdrawal notices say: money already formatted in its currency, the account masked. */
interface WithdrawalNoticeParams {
  name: string;
  company: string;
  amount: string;
  bank: string;
  account: string;
  url: string;
}

export interface RenderedEmail {
  subject: string;
  text: string;
  html: string;
}

/** What a template says, before layout: rendered to text and to HTML by the same layout. */
interface EmailContent {
  subject: string;
  greeting: string;
  paragraphs: string[];
  code?: string;
  action?: { label: string; url: string };
  notes: string[];
}

const minutes = (ms: number) => Math.round(ms / 60_000);

/** The rail's reasons the e-mail can name; another (a new rail's) is left out rather than guessed. */
const withdrawalFailureReasons: Record<string, string> = {
  account_closed: 'email:withdrawal_failed.reasons.account_closed',
  account_not_found: 'email:withdrawal_failed.reasons.account_not_found',
  rejected: 'email:withdrawal_failed.reasons.rejected',
};

/** Withdrawals the platform cancelled before sending them: what happened, and what to do next. */
const withdrawalCancelReasons: Record<string, { reason: string; next: string }> = {
  holder_mismatch: {
    reason: 'email:withdrawal_failed.canceled.holder_mismatch',
    next: 'email:withdrawal_failed.next',
  },
  chargeback_debt: {
    reason: 'email:withdrawal_failed.canceled.chargeback_debt',
    next: 'email:withdrawal_failed.canceled.next',
  },
};

const withdrawalDestination = (t: TFunction, p: WithdrawalNoticeParams) =>
  t('email:withdrawal_destination', { bank: p.bank, account: p.account });

const templates: { [T in EmailTemplate]: (t: TFunction, p: EmailParams[T]) => EmailContent } = {
  support_request_received: (t, p) => ({
    // The subject is someone's input: kept out of the e-mail's subject line.
    subject: t('email:support_request_received.subject'),
    greeting: t('email:greeting', { name: p.name }),
    paragraphs: [t('email:support_request_received.intro', { company: p.company, subject: p.subject })],
    action: { label: t('email:support_request_received.action'), url: p.url },
    notes: [],
  }),
  support_reply: (t, p) => ({
    subject: t('email:support_reply.subject'),
    greeting: t('email:greeting', { name: p.name }),
    paragraphs: [t('email:support_reply.intro', { subject: p.subject }), p.reply],
    action: { label: t('email:support_reply.action'), url: p.url },
    notes: [],
  }),
  dashboard_ready: (t, p) => ({
    // The board's name is staff input but still kept out of the subject, as a report's.
    subject: t('email:dashboard_ready.subject'),
    greeting: t('email:greeting', { name: p.name }),
    paragraphs: [t('email:dashboard_ready.intro', { dashboard: p.dashboard })],
    action: { label: t('email:dashboard_ready.action'), url: p.url },
    notes: [],
  }),
  dashboard_request_received: (t, p) => ({
    // The description is someone's input: left to the staff queue, not copied into the e-mail.
    subject: t('email:dashboard_request_received.subject'),
    greeting: t('email:greeting', { name: p.name }),
    paragraphs: [
      p.advertiser
        ? t('email:dashboard_request_received.intro_advertiser', {
            company: p.company,
            requester: p.requester,
            advertiser: p.advertiser,
          })
        : t('email:dashboard_request_received.intro', { company: p.company, requester: p.requester }),
    ],
    action: { label: t('email:dashboard_request_received.action'), url: p.url },
    notes: [t('email:dashboard_request_received.deadline')],
  }),
  alert: (t, p) => {
    // Titles are fixed words (numbers at most); an unknown type falls back to a generic subject.
    const known =
      ['firing', 'resolved', 'digest'].includes(p.kind) &&
      (p.kind === 'digest' || (alertTypes as readonly string[]).includes(p.alert_type));
    const text = known ? renderAlertText((key, options) => t(key, options), p.alert_type, p.kind, p.params) : null;
    return {
      subject: text ? text.title : t('email:alert.subject'),
      greeting: t('email:greeting', { name: p.name }),
      paragraphs: text ? [text.body] : [],
      action: { label: t('email:alert.action'), url: p.url },
      notes: [t('email:alert.preferences')],
    };
  },
  report_ready: (t, p) => ({
    // The report's name is someone's input: kept out of the subject.
    subject: t('email:report_ready.subject'),
    greeting: t('email:greeting', { name: p.name }),
    paragraphs: [t('email:report_ready.intro', { report: p.report, count: p.rows })],
    action: { label: t('email:report_ready.action'), url: p.url },
    notes: [t('email:report_ready.validity', { count: p.days })],
  }),
  confirmation_code: (t, p) => ({
    subject: t('email:confirmation_code.subject', { code: p.code }),
    greeting: t('email:greeting', { name: p.name }),
    paragraphs: [t('email:confirmation_code.intro')],
    code: p.code,
    notes: [t('email:code_validity', { minutes: minutes(codeTtlMs.email_verification) }), t('email:not_you')],
  }),
  two_factor_code: (t, p) => ({
    subject: t('email:two_factor_code.subject', { code: p.code }),
    greeting: t('email:greeting', { name: p.name }),
    paragraphs: [t('email:two_factor_code.intro')],
    code: p.code,
    notes: [
      t('email:code_validity', { minutes: minutes(codeTtlMs.two_factor) }),
      t('email:two_factor_code.not_you'),
    ],
  }),
  password_reset: (t, p) => ({
    subject: t('email:password_reset.subject'),
    greeting: t('email:greeting', { name: p.name }),
    paragraphs: [t('email:password_reset.intro')],
    action: { label: t('email:password_reset.action'), url: p.url },
    notes: [
      t('email:password_reset.validity', { minutes: minutes(codeTtlMs.password_reset) }),
      t('email:not_you'),
    ],
  }),
  invitation: (t, p) => ({
    // Fixed text: the inviter's and company's names are someone's input, kept out of the subject.
    subject: t('email:invitation.subject'),
    greeting: t('email:greeting', { name: p.name }),
    paragraphs: [t('email:invitation.intro', { inviter: p.inviter, company: p.company })],
    action: { label: t('email:invitation.action'), url: p.url },
    notes: [t('email:invitation.validity', { days: Math.round(codeTtlMs.password_create / 86_400_000) })],
  }),
  invitation_blocked: (t, p) => ({
    subject: t('email:invitation_blocked.subject'),
    greeting: t('email:greeting', { name: p.name }),
    paragraphs: [t('email:invitation_blocked.intro'), t('email:nothing_changed')],
    notes: [t('email:not_you_attempt')],
  }),
  email_in_use: (t, p) => ({
    subject: t('email:email_in_use.subject'),
    greeting: t('email:greeting', { name: p.name }),
    paragraphs: [t('email:email_in_use.intro'), t('email:nothing_changed')],
    notes: [t('email:not_you_attempt')],
  }),
  email_change_confirm: (t, p) => ({
    subject: t('email:email_change_confirm.subject'),
    greeting: t('email:greeting', { name: p.name }),
    paragraphs: [t('email:email_change_confirm.intro', { email: p.email })],
    action: { label: t('email:email_change_confirm.action'), url: p.url },
    notes: [
      t('email:email_change_confirm.validity', { hours: p.hours }),
      t('email:email_change_confirm.not_you'),
    ],
  }),
  email_changed: (t, p) => ({
    subject: t('email:email_changed.subject'),
    greeting: t('email:greeting', { name: p.name }),
    paragraphs: [t('email:email_changed.intro', { email: p.email })],
    notes: [t('email:email_changed.not_you')],
  }),
  password_changed: (t, p) => ({
    subject: t('email:password_changed.subject'),
    greeting: t('email:greeting', { name: p.name }),
    paragraphs: [t('email:password_changed.intro')],
    notes: [t('email:password_changed.not_you')],
  }),
  account_exists: (t, p) => ({
    subject: t('email:account_exists.subject'),
    greeting: t('email:greeting', { name: p.name }),
    paragraphs: [
      t('email:account_exists.intro'),
      t('email:account_exists.hint'),
      `${t('email:account_exists.reset')}: ${p.reset_url}`,
    ],
    action: { label: t('email:account_exists.action'), url: p.login_url },
    notes: [t('email:not_you')],
  }),
  withdrawal_failed: (t, p) => {
    const reasonKey =
      p.reason && Object.hasOwn(withdrawalFailureReasons, p.reason)
        ? withdrawalFailureReasons[p.reason]
        : undefined;
    const canceled =
      p.reason && Object.hasOwn(withdrawalCancelReasons, p.reason)
        ? withdrawalCancelReasons[p.reason]
        : undefined;
    return {
      subject: t('email:withdrawal_failed.subject', { amount: p.amount }),
      greeting: t('email:greeting', { name: p.name }),
      paragraphs: [
        t('email:withdrawal_failed.intro', { amount: p.amount, destination: withdrawalDestination(t, p) }),
        ...(reasonKey ? [t('email:withdrawal_failed.reason', { reason: t(reasonKey) })] : []),
        ...(canceled ? [t(canceled.reason)] : []),
        t('email:withdrawal_failed.returned', { total: p.total, amount: p.amount, fee: p.fee }),
        t(canceled?.next ?? 'email:withdrawal_failed.next'),
      ],
      action: { label: t('email:finances_action'), url: p.url },
      notes: [t('email:finance_notice', { company: p.company })],
    };
  },
  withdrawal_paid: (t, p) => ({
    subject: t('email:withdrawal_paid.subject', { amount: p.amount }),
    greeting: t('email:greeting', { name: p.name }),
    paragraphs: [
      t('email:withdrawal_paid.intro', {
        amount: p.amount,
        destination: withdrawalDestination(t, p),
        date: p.date,
      }),
    ],
    action: { label: t('email:finances_action'), url: p.url },
    notes: [t('email:finance_notice', { company: p.company })],
  }),
  access_requested: (t, p) => ({
    subject: t('email:access_requested.subject'),
    greeting: t('email:greeting', { name: p.name }),
    paragraphs: [
      t('email:access_requested.intro', { email: p.email, company: p.company }),
      t('email:access_requested.next'),
    ],
    action: { label: t('email:access_requested.action'), url: p.url },
    notes: [t('email:access_requested.not_known')],
  }),
  document_change_decided: (t, p) => ({
    subject: p.approved
      ? t('email:document_change_decided.approved_subject')
      : t('email:document_change_decided.rejected_subject'),
    greeting: t('email:greeting', { name: p.name }),
    paragraphs: [
      p.approved
        ? t('email:document_change_decided.approved', { company: p.company, document: p.document })
        : t('email:document_change_decided.rejected', { company: p.company, document: p.document }),
      ...(p.note ? [t('email:document_change_decided.note', { note: p.note })] : []),
      ...(p.approved ? [t('email:document_change_decided.bank_accounts')] : []),
    ],
    action: { label: t('email:document_change_decided.action'), url: p.url },
    notes: [],
  }),
  campaign_approved: (t, p) => ({
    subject: t('email:campaign_approved.subject'),
    greeting: t('email:greeting', { name: p.name }),
    paragraphs: [t('email:campaign_approved.intro', { campaign: p.campaign })],
    action: { label: t('email:campaign_approved.action'), url: p.url },
    notes: [],
  }),
  campaign_rejected: (t, p) => ({
    subject: t('email:campaign_rejected.subject'),
    greeting: t('email:greeting', { name: p.name }),
    paragraphs: [
      t('email:campaign_rejected.intro', { campaign: p.campaign }),
      t('email:campaign_rejected.reason', { reason: p.reason }),
      t('email:campaign_rejected.next'),
    ],
    action: { label: t('email:campaign_rejected.action'), url: p.url },
    notes: [],
  }),
  campaign_channel_released: (t, p) => ({
    subject: t('email:campaign_channel_released.subject'),
    greeting: t('email:greeting', { name: p.name }),
    paragraphs: [
      t('email:campaign_channel_released.intro', {
        campaign: p.campaign,
        channel: t(`campaigns:types.${p.type}`),
      }),
      t('email:campaign_channel_released.released', { amount: p.amount }),
    ],
    action: { label: t('email:campaign_channel_released.action'), url: p.url },
    notes: [],
  }),
  campaign_request_received: (t, p) => ({
    subject: t('email:campaign_request_received.subject'),
    greeting: t('email:greeting', { name: p.name }),
    paragraphs: [
      t('email:campaign_request_received.intro', {
        company: p.company,
        advertiser: p.advertiser,
        campaign: p.campaign,
        budget: p.budget,
      }),
    ],
    action: { label: t('email:campaign_request_received.action'), url: p.url },
    notes: [],
  }),
  campaign_request_confirmation: (t, p) => ({
    subject: t('email:campaign_request_confirmation.subject'),
    greeting: t('email:greeting', { name: p.name }),
    paragraphs: [
      t('email:campaign_request_confirmation.intro', { campaign: p.campaign, budget: p.budget }),
      t('email:campaign_request_confirmation.next'),
    ],
    notes: [],
  }),
  campaign_processing: (t, p) => ({
    subject: t('email:campaign_processing.subject'),
    greeting: t('email:greeting', { name: p.name }),
    paragraphs: [
      p.edited
        ? t('email:campaign_processing.edited', { campaign: p.campaign })
        : t('email:campaign_processing.published', { campaign: p.campaign }),
      t('email:campaign_processing.next'),
    ],
    action: { label: t('email:campaign_processing.action'), url: p.url },
    notes: [],
  }),
};

const escapeHtml = (s: string) =>
  s
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

/** Only http(s) links become buttons: a template parameter can never inject `javascript:`. */
const safeUrl = (url: string) => (/^https?:\/\//i.test(url) ? url : '#');

function renderText(c: EmailContent, t: TFunction): string {
  const lines = [c.greeting, '', ...c.paragraphs.flatMap((p) => [p, ''])];
  if (c.code) lines.push(`    ${c.code}`, '');
  if (c.action) lines.push(`${c.action.label}: ${c.action.url}`, '');
  lines.push(...c.notes, '', t('email:signature'), '', t('email:footer'));
  return lines.join('\n');
}

function renderHtml(c: EmailContent, t: TFunction, lang: string): string {
  const p = (s: string, style = 'margin:0 0 16px') => `<p style="${style}">${escapeHtml(s)}</p>`;
  const parts = [
    p(c.greeting, 'margin:0 0 16px;font-size:18px;font-weight:600'),
    ...c.paragraphs.map((s) => p(s)),
  ];
  if (c.code) {
    parts.push(
      `<p style="margin:24px 0;font-size:32px;font-weight:700;letter-spacing:8px;font-family:monospace">${escapeHtml(c.code)}</p>`,
    );
  }
  if (c.action) {
    const href = escapeHtml(safeUrl(c.action.url));
    parts.push(
      `<p style="margin:24px 0"><a href="${href}" style="background:#1c7ed6;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:600">${escapeHtml(c.action.label)}</a></p>`,
      p(t('email:link_fallback'), 'margin:0 0 4px;font-size:13px;color:#555'),
      `<p style="margin:0 0 16px;font-size:13px;word-break:break-all"><a href="${href}">${escapeHtml(c.action.url)}</a></p>`,
    );
  }
  parts.push(
    ...c.notes.map((s) => p(s, 'margin:0 0 8px;font-size:13px;color:#555')),
    p(t('email:signature'), 'margin:24px 0 0'),
  );
  return `<!doctype html>
<html lang="${lang}"><head><meta charset="utf-8"><title>${escapeHtml(c.subject)}</title></head>
<body style="margin:0;background:#f1f3f5;font-family:Arial,Helvetica,sans-serif;color:#212529">
<div style="max-width:560px;margin:0 auto;padding:24px">
<div style="font-size:22px;font-weight:700;color:#1c7ed6;margin-bottom:16px">Verba</div>
<div style="background:#ffffff;border-radius:8px;padding:24px">
${parts.join('\n')}
</div>
<p style="font-size:12px;color:#868e96;margin:16px 0 0">${escapeHtml(t('email:footer'))}</p>
</div>
</body></html>`;
}

/** Renders a template in the recipient's language: subject (one line), plain text and HTML. */
export function renderEmail<T extends EmailTemplate>(
  template: T,
  language: Language,
  params: EmailParams[T],
): RenderedEmail {
  const t = translatorFor(language);
  const content = templates[template](t, params);
  const subject = content.subject.replace(/[\r\n]+/g, ' ').trim();
  return {
    subject,
    text: renderText({ ...content, subject }, t),
    html: renderHtml({ ...content, subject }, t, language.replace('_', '-')),
  };
}
