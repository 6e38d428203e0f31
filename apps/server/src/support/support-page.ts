import { createHash } from 'node:crypto';
import { SUPPORT_MESSAGE_MAX_CHARS } from '@app/contract';

export const SUPPORT_PAGE_PATH = '/support/chat';

const texts = {
  EN: {
    title: 'Customer service',
    intro:
      'Leave us a message and our team will answer on the contact you give, usually within an hour.',
    name: 'Your name',
    contact: 'Mobile number or e-mail',
    message: 'Message',
    send: 'Send message',
    sent: 'Thank you. Your message number {id} is with our team.',
    required: 'Please fill in this field.',
    tooLong: 'This is too long.',
    fix: 'Please correct the fields marked below.',
  },
  BN: {
    title: 'গ্রাহক সেবা',
    intro: 'আমাদের একটি বার্তা দিন, আমাদের দল আপনার দেওয়া যোগাযোগে সাধারণত এক ঘণ্টার মধ্যে উত্তর দেবে।',
    name: 'আপনার নাম',
    contact: 'মোবাইল নম্বর বা ই-মেইল',
    message: 'বার্তা',
    send: 'বার্তা পাঠান',
    sent: 'ধন্যবাদ। আপনার বার্তা নম্বর {id} আমাদের দলের কাছে পৌঁছেছে।',
    required: 'এই ঘরটি পূরণ করুন।',
    tooLong: 'এটি অনেক দীর্ঘ।',
    fix: 'নিচে চিহ্নিত ঘরগুলো ঠিক করুন।',
  },
} as const;
export type Lang = keyof typeof texts;
type Texts = (typeof texts)[Lang];

export const langOf = (value: unknown): Lang =>
  typeof value === 'string' && value.toUpperCase() === 'EN' ? 'EN' : 'BN';

const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

const STYLE = `body{margin:0;font:16px/1.5 system-ui,sans-serif;color:#1f2933;background:#f5f7fa}
main{max-width:480px;margin:0 auto;padding:16px}h1{font-size:20px;margin:0 0 8px}
label{display:block;font-weight:600;margin:12px 0 4px}
input,textarea{box-sizing:border-box;width:100%;padding:10px;font:inherit;border:1px solid #7b8794;border-radius:6px;background:#fff}
textarea{min-height:120px}button{margin-top:16px;width:100%;padding:12px;font:inherit;font-weight:600;color:#fff;background:#0b5cad;border:0;border-radius:6px}
.error{color:#b42318;margin:4px 0 0}.notice{padding:12px;border-radius:6px;background:#e3f8e9;color:#14532d}
.alert{padding:12px;border-radius:6px;background:#fde8e8;color:#b42318}`;

/** No script at all; the one inline style is allowed by its hash. */
export const CSP = [
  "default-src 'none'",
  `style-src 'sha256-${createHash('sha256').update(STYLE).digest('base64')}'`,
  "form-action 'self'",
  "frame-ancestors 'self'",
  "base-uri 'none'",
].join('; ');

export interface Form {
  name: string;
  contact: string;
  message: string;
}
type Errors = Partial<Record<keyof Form, string>>;

const limits: Record<keyof Form, number> = {
  name: 60,
  contact: 100,
  message: SUPPORT_MESSAGE_MAX_CHARS,
};

function field(
  t: Texts,
  key: keyof Form,
  form: Form,
  errors: Errors,
  kind: 'input' | 'textarea',
): string {
  const id = `f-${key}`;
  const err = errors[key];
  const describedBy = err ? ` aria-invalid="true" aria-describedby="${id}-error"` : '';
  const value = escapeHtml(form[key]);
  const control =
    kind === 'input'
      ? `<input id="${id}" name="${key}" value="${value}" maxlength="${limits[key]}" required${describedBy}${key === 'contact' ? ' autocomplete="tel"' : ' autocomplete="name"'}>`
      : `<textarea id="${id}" name="${key}" maxlength="${limits[key]}" required${describedBy}>${value}</textarea>`;
  return `<label for="${id}">${escapeHtml(t[key])}</label>${control}${
    err ? `<p class="error" id="${id}-error">${escapeHtml(err)}</p>` : ''
  }`;
}

export function page(lang: Lang, form: Form, errors: Errors, sentId: number | null): string {
  const t = texts[lang];
  const hasErrors = Object.keys(errors).length > 0;
  const status = sentId
    ? `<p class="notice" role="status">${escapeHtml(t.sent.replace('{id}', String(sentId)))}</p>`
    : hasErrors
      ? `<p class="alert" role="alert">${escapeHtml(t.fix)}</p>`
      : '';
  return `<!doctype html><html lang="${lang === 'EN' ? 'en' : 'bn'}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(t.title)}</title>
<style>${STYLE}</style></head><body><main><h1>${escapeHtml(t.title)}</h1><p>${escapeHtml(t.intro)}</p>${status}
<form method="post" action="${SUPPORT_PAGE_PATH}?lang=${lang}">
${field(t, 'name', form, errors, 'input')}${field(t, 'contact', form, errors, 'input')}${field(t, 'message', form, errors, 'textarea')}
<button type="submit">${escapeHtml(t.send)}</button></form></main></body></html>`;
}

const str = (v: unknown) => (typeof v === 'string' ? v.trim() : '');

/** The page's form as posted (its fields trimmed), with what is wrong with it in `lang`. */
export function readForm(lang: Lang, body: Record<string, unknown>) {
  const t = texts[lang];
  const form: Form = {
    name: str(body.name),
    contact: str(body.contact),
    message: str(body.message),
  };
  const errors: Errors = {};
  for (const key of Object.keys(limits) as (keyof Form)[]) {
    if (form[key] === '') errors[key] = t.required;
    else if (form[key].length > limits[key]) errors[key] = t.tooLong;
  }
  return { form, errors, valid: Object.keys(errors).length === 0 };
}
