// Server-rendered pages of the identity provider: sign-in, expired interaction, errors and
// sign-out. Plain HTML forms so they work without JavaScript; every value is escaped.
import { createHash } from 'node:crypto';
import { translate, type Language } from '@playboard/domain';
import { signInTexts } from './sign-in-texts.ts';

const entities: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => entities[character] ?? character);
}

const styles = `
*{box-sizing:border-box}
body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;background:#f3f4f6;color:#111827;
font-family:system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif;font-size:16px;line-height:1.5}
main{width:100%;max-width:400px;margin:24px;padding:32px;background:#fff;border-radius:12px;box-shadow:0 1px 3px rgba(0,0,0,.1),0 8px 24px rgba(17,24,39,.06)}
.brand{margin:0 0 24px;font-weight:700;color:#4f46e5;letter-spacing:-.01em}
h1{margin:0 0 24px;font-size:1.5rem;line-height:1.25}
label{display:block;margin:0 0 4px;font-size:.875rem;font-weight:600}
input{display:block;width:100%;margin:0 0 16px;padding:10px 12px;font:inherit;border:1px solid #d1d5db;border-radius:8px;background:#fff;color:inherit}
input:focus{outline:2px solid #6366f1;outline-offset:1px;border-color:#6366f1}
input[aria-invalid=true]{border-color:#dc2626}
button{width:100%;padding:10px 16px;font:inherit;font-weight:600;border-radius:8px;cursor:pointer}
.primary{border:0;background:#4f46e5;color:#fff}
.primary:hover{background:#4338ca}
.secondary{margin-top:12px;border:1px solid #4f46e5;background:#fff;color:#4f46e5}
button:focus-visible,a:focus-visible{outline:2px solid #6366f1;outline-offset:2px}
.notice{margin:0 0 16px;padding:12px;border-radius:8px;font-size:.875rem}
.error{background:#fef2f2;color:#991b1b;border:1px solid #fecaca}
.success{background:#ecfdf5;color:#065f46;border:1px solid #a7f3d0}
a{color:#4f46e5}
.links{margin:20px 0 0;font-size:.875rem;display:flex;justify-content:space-between;gap:12px;flex-wrap:wrap}
`;

function layout(language: Language, title: string, body: string, head = ''): string {
  return `<!doctype html>
<html lang="${escapeHtml(language)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} · Playboard</title>
<style>${styles}</style>${head}
</head>
<body>
<main>
<p class="brand" aria-hidden="true">Playboard</p>
${body}
</main>
</body>
</html>`;
}

export type SignInProblem =
  { kind: 'wrong-credentials' } | { kind: 'unverified' } | { kind: 'too-many-attempts' };

export interface SignInPageOptions {
  language: Language;
  /** Where the form posts (the interaction's own URL). */
  action: string;
  publicUrl: string;
  email?: string;
  problem?: SignInProblem;
  /** The user arrived from an e-mail confirmation link. */
  confirmed?: boolean;
  /** A new validation e-mail has just been queued. */
  resent?: boolean;
}

function problemText(problem: SignInProblem, language: Language): string {
  switch (problem.kind) {
    case 'wrong-credentials':
      return translate('errors.sec-23', language);
    case 'unverified':
      return translate('errors.sec-24', language);
    case 'too-many-attempts':
      return translate('errors.global-429', language);
  }
}

export function renderSignInPage(options: SignInPageOptions): string {
  const { language, action, publicUrl, email = '', problem, confirmed, resent } = options;
  const texts = signInTexts[language];
  const invalid = problem?.kind === 'wrong-credentials';
  const notices = [
    confirmed && !problem ? `<p class="notice success" role="status">${escapeHtml(texts.confirmed)}</p>` : '',
    resent ? `<p class="notice success" role="status">${escapeHtml(texts.resent)}</p>` : '',
    problem
      ? `<p class="notice error" id="sign-in-error" role="alert">${escapeHtml(problemText(problem, language))}</p>`
      : '',
  ].join('');
  const described = problem ? ' aria-describedby="sign-in-error"' : '';
  const resendForm =
    problem?.kind === 'unverified'
      ? `<form method="post" action="${escapeHtml(action)}/resend">
<input type="hidden" name="email" value="${escapeHtml(email)}">
<button type="submit" class="secondary">${escapeHtml(texts.resend)}</button>
</form>`
      : '';
  return layout(
    language,
    texts.title,
    `<h1>${escapeHtml(texts.title)}</h1>
${notices}
<form method="post" action="${escapeHtml(action)}/login" novalidate>
<label for="email">${escapeHtml(texts.email)}</label>
<input id="email" name="email" type="email" autocomplete="username" required maxlength="254" value="${escapeHtml(email)}"${invalid ? ' aria-invalid="true"' : ''}${described}${email ? '' : ' autofocus'}>
<label for="password">${escapeHtml(texts.password)}</label>
<input id="password" name="password" type="password" autocomplete="current-password" required maxlength="256"${invalid ? ' aria-invalid="true"' : ''}${described}${email ? ' autofocus' : ''}>
<button type="submit" class="primary">${escapeHtml(texts.submit)}</button>
</form>
${resendForm}
<p class="links">
<a href="${escapeHtml(publicUrl)}/reset-password">${escapeHtml(texts.forgotPassword)}</a>
<span>${escapeHtml(texts.noAccount)} <a href="${escapeHtml(publicUrl)}/signup">${escapeHtml(texts.signUp)}</a></span>
</p>`,
  );
}

export function renderMessagePage(options: {
  language: Language;
  title: string;
  message: string;
  link: { href: string; label: string };
}): string {
  const { language, title, message, link } = options;
  return layout(
    language,
    title,
    `<h1>${escapeHtml(title)}</h1>
<p>${escapeHtml(message)}</p>
<p class="links"><a href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a></p>`,
  );
}

const submitSignOut = "document.getElementById('op.logoutForm').submit()";

/** CSP sources of the pages' inline scripts, by hash: no other inline script may run. */
export const inlineScriptHashes = [submitSignOut].map(
  (script) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`,
);

/**
 * The end-session confirmation: the console is first-party, so the provider's form is submitted
 * straight away; without JavaScript the user presses the button.
 */
export function renderSignOutPage(language: Language, providerForm: string): string {
  const texts = signInTexts[language];
  return layout(
    language,
    texts.signingOut,
    `<h1>${escapeHtml(texts.signingOut)}</h1>
${providerForm}
<input type="hidden" name="logout" value="yes" form="op.logoutForm">
<button type="submit" class="primary" form="op.logoutForm">${escapeHtml(texts.continue)}</button>
<script>${submitSignOut}</script>`,
  );
}
