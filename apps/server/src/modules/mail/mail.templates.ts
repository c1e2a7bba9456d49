import { EMAIL_CATEGORY_LABELS, type EmailCategory } from '@edupath/contract';

/**
 * The emails' look: one layout in plain text and simple HTML (inline styles only, as mail
 * programs ignore style sheets), the brand, an action button, and for optional mail the
 * unsubscribe and preferences links (docs/email.md, "What an email looks like").
 */
export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

export interface MailContent {
  subject: string;
  heading: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  /** Optional mail only: why they get it and how to stop it. */
  optional?: { category: EmailCategory; unsubscribeUrl: string; preferencesUrl: string };
}

const BRAND = 'EduPath';
const BRAND_COLOUR = '#1d4ed8';

export function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

export function renderMail(content: MailContent): RenderedMail {
  const { optional } = content;
  const footerText = optional
    ? [
        `You get this email because "${EMAIL_CATEGORY_LABELS[optional.category].label}" is on in your email preferences.`,
        `Unsubscribe from these emails: ${optional.unsubscribeUrl}`,
        `Choose which emails you get: ${optional.preferencesUrl}`,
      ]
    : ['You get this email because of an action on your EduPath account.'];

  const text = [
    BRAND,
    '',
    content.heading,
    '',
    ...content.paragraphs.flatMap((p) => [p, '']),
    ...(content.action ? [`${content.action.label}: ${content.action.url}`, ''] : []),
    '--',
    ...footerText,
    '',
  ].join('\n');

  const button = content.action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(content.action.url)}" style="background:${BRAND_COLOUR};color:#ffffff;padding:10px 18px;border-radius:6px;text-decoration:none;font-weight:600">${escapeHtml(content.action.label)}</a></p>
<p style="font-size:12px;color:#6b7280">Or open this address: ${escapeHtml(content.action.url)}</p>`
    : '';
  const footerHtml = optional
    ? `<p>You get this email because "${escapeHtml(EMAIL_CATEGORY_LABELS[optional.category].label)}" is on in your email preferences.</p>
<p><a href="${escapeHtml(optional.unsubscribeUrl)}" style="color:#6b7280">Unsubscribe</a> · <a href="${escapeHtml(optional.preferencesUrl)}" style="color:#6b7280">Email preferences</a></p>`
    : '<p>You get this email because of an action on your EduPath account.</p>';

  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(content.subject)}</title></head>
<body style="margin:0;padding:24px;background:#f3f4f6;font-family:Arial,Helvetica,sans-serif;color:#111827">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:24px">
<p style="margin:0 0 16px;font-size:20px;font-weight:700;color:${BRAND_COLOUR}">${BRAND}</p>
<h1 style="font-size:18px;margin:0 0 12px">${escapeHtml(content.heading)}</h1>
${content.paragraphs.map((p) => `<p style="line-height:1.5">${escapeHtml(p)}</p>`).join('\n')}
${button}
<div style="margin-top:24px;border-top:1px solid #e5e7eb;padding-top:12px;font-size:12px;color:#6b7280">
${footerHtml}
</div>
</div>
</body></html>
`;
  return { subject: content.subject, text, html };
}
