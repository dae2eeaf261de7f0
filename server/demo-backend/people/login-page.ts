// The demo sign-in page: plain semantic HTML with one form per demo account. No inline
// script or style (the gateway's CSP forbids both); its stylesheet is /login/style.css,
// which the gateway proxies with the rest of /login.
import type { DemoAccount } from '../store/demo-data';

export const LOGIN_STYLESHEET_PATH = '/login/style.css';

/** Sent with every page here too, so the page is safe when the backend runs on its own. */
export const LOGIN_PAGE_CSP =
  "default-src 'self'; script-src 'none'; object-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'";

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);
}

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<link rel="stylesheet" href="${LOGIN_STYLESHEET_PATH}">
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
</head>
<body>
<main>
${body}
</main>
</body>
</html>
`;
}

function accountForm(account: DemoAccount, returnUrl: string): string {
  const role = account.roles.join(', ');
  const where = account.organizationId ? '' : ' <span class="note">(no organization)</span>';
  return `<li>
<form method="post" action="/login">
<input type="hidden" name="returnUrl" value="${escapeHtml(returnUrl)}">
<input type="hidden" name="email" value="${escapeHtml(account.email)}">
<button type="submit"><span class="name">${escapeHtml(account.name)}</span> <span class="email">${escapeHtml(account.email)}</span> <span class="role">${escapeHtml(role)}</span>${where}</button>
</form>
</li>`;
}

export function renderLoginPage(accounts: readonly DemoAccount[], returnUrl: string): string {
  return page(
    'Sign in',
    `<h1>Sign in</h1>
<p>This is the demo backend. Choose an account to continue as; no password is needed.</p>
<ul class="accounts" aria-label="Demo accounts">
${accounts.map((account) => accountForm(account, returnUrl)).join('\n')}
</ul>`,
  );
}

export function renderUnknownAccountPage(returnUrl: string): string {
  return page(
    'Sign in failed',
    `<h1>Sign in failed</h1>
<p role="alert">That is not one of the demo accounts.</p>
<p><a href="/login?returnUrl=${escapeHtml(encodeURIComponent(returnUrl))}">Choose a demo account</a></p>`,
  );
}

/** DESIGN resolution 21: a suspended account's sign-in names who can help, and nothing more. */
export function suspendedAccountMessage(organizationName: string): string {
  return `This account is suspended. Ask an administrator of ${organizationName}.`;
}

export function renderSuspendedAccountPage(organizationName: string, returnUrl: string): string {
  return page(
    'Sign in refused',
    `<h1>Sign in refused</h1>
<p role="alert">${escapeHtml(suspendedAccountMessage(organizationName))}</p>
<p><a href="/login?returnUrl=${escapeHtml(encodeURIComponent(returnUrl))}">Choose another account</a></p>`,
  );
}

export const LOGIN_CSS = `:root { color-scheme: light dark; --bg: #f8fafc; --fg: #0f172a; --muted: #475569; --card: #ffffff; --border: #cbd5e1; --accent: #2563eb; }
@media (prefers-color-scheme: dark) { :root { --bg: #0f172a; --fg: #e2e8f0; --muted: #94a3b8; --card: #1e293b; --border: #334155; --accent: #60a5fa; } }
* { box-sizing: border-box; }
body { margin: 0; min-height: 100vh; display: grid; place-items: center; background: var(--bg); color: var(--fg); font: 16px/1.5 system-ui, sans-serif; }
main { width: min(32rem, 100% - 2rem); padding: 2rem 0; }
h1 { margin: 0 0 0.5rem; font-size: 1.75rem; }
p { color: var(--muted); }
a { color: var(--accent); }
.accounts { list-style: none; margin: 1.5rem 0 0; padding: 0; display: grid; gap: 0.75rem; }
.accounts form { margin: 0; }
button { width: 100%; display: grid; grid-template-columns: 1fr auto; gap: 0.125rem 1rem; text-align: left; padding: 0.875rem 1rem; border: 1px solid var(--border); border-radius: 0.5rem; background: var(--card); color: var(--fg); font: inherit; cursor: pointer; }
button:hover { border-color: var(--accent); }
button:focus-visible { outline: 3px solid var(--accent); outline-offset: 2px; }
.name { font-weight: 600; }
.email { grid-row: 2; color: var(--muted); font-size: 0.875rem; }
.role { grid-row: 1 / span 2; grid-column: 2; align-self: center; font-size: 0.875rem; }
.note { grid-column: 1 / span 2; color: var(--muted); font-size: 0.8125rem; }
`;
