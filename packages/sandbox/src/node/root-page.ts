import { demoPassword } from '../state/core'

const accounts = ['admin', 'master', 'user', 'limited', 'ldap']

/**
 * What the standalone sandbox answers at `/`: what it is and where its development tools are,
 * so a person who opens its address in a browser is not met by an API error.
 */
export function rootPage(): string {
  const link = (path: string) => `<a href="${path}"><code>${path}</code></a>`
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>Platform API sandbox</title>
<meta name="viewport" content="width=device-width, initial-scale=1"></head>
<body>
<h1>Platform API sandbox</h1>
<p>An in-memory implementation of the platform API for development and tests. Its data lives
until the process stops. Never expose it to the internet.</p>
<h2>Calls</h2>
<p>Every operation of the contract, under ${link('/api/v1')} (the prefix is optional).</p>
<h2>Demo accounts</h2>
<p>${accounts.join(', ')}, each with the password <code>${demoPassword}</code>.</p>
<h2>Development tools</h2>
<ul>
<li>Outbox, the codes and links sent by email or SMS: ${link('/__sandbox/outbox')}</li>
<li>Faults on demand (POST to make the next calls fail): ${link('/__sandbox/faults')}</li>
<li>Clock (POST to move time forward): ${link('/__sandbox/clock')}</li>
</ul>
<h2>From another origin</h2>
<p>Pages on this machine (localhost, 127.0.0.1) may call it with cookies. Other origins must be
listed in <code>SANDBOX_ORIGINS</code>, comma-separated.</p>
</body>
</html>
`
}
