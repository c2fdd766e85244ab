// Serves the built portal with Debian's nginx and the production configuration of
// `deploy/nginx`, for the CSP tour and the Lighthouse step. The runtime configuration is
// generated from the deploy files (only the port, the root, the include path and the API
// address change), so they check exactly what production runs. With E2E_NGINX_TLS=1 nginx
// also terminates TLS and speaks HTTP/2, as the deploy file says production does here or at a
// proxy in front, with a certificate for 127.0.0.1 made for the run by Debian's openssl.
// Runs in the foreground until stopped.
import { spawn, spawnSync } from 'node:child_process'
import {
  accessSync,
  chmodSync,
  constants,
  cpSync,
  existsSync,
  mkdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import { mkdtemp } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

const portal = fileURLToPath(new URL('..', import.meta.url))
const deploy = fileURLToPath(new URL('../../../deploy/nginx/', import.meta.url))
const port = Number(process.env.E2E_NGINX_PORT ?? 4191)
const api = process.env.E2E_NGINX_API ?? 'http://127.0.0.1:4192/api/v1'
const tls = process.env.E2E_NGINX_TLS === '1'

/** Debian's nginx: NGINX_PATH, /usr/sbin/nginx or the one on the PATH. */
function findNginx() {
  for (const candidate of [process.env.NGINX_PATH, '/usr/sbin/nginx']) {
    if (!candidate) continue
    try {
      accessSync(candidate, constants.X_OK)
      return candidate
    } catch {}
  }
  const found = spawnSync('sh', ['-c', 'command -v nginx'], { encoding: 'utf8' }).stdout.trim()
  if (found) return found
  throw new Error('nginx is missing: apt-get install -y nginx-light (.ci/run does it)')
}

/** Replaces `from` exactly once: a deploy file that changed shape fails here, loudly. */
function replaceOnce(text, from, to) {
  const parts = text.split(from)
  if (parts.length !== 2)
    throw new Error(`deploy/nginx: expected one "${from}", found ${parts.length - 1}`)
  return parts.join(to)
}

// The e2e step builds the portal just before: its build is reused, never made twice.
const dist = join(portal, 'dist')
if (!existsSync(join(dist, 'index.html'))) {
  const build = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], {
    cwd: portal,
    stdio: 'inherit',
  })
  if (build.status !== 0) process.exit(build.status ?? 1)
}

// A copy, in a directory nginx's workers may read whoever they run as (`nobody` under root).
const prefix = await mkdtemp(join(tmpdir(), 'portal-nginx-'))
chmodSync(prefix, 0o755)
mkdirSync(join(prefix, 'temp'))
cpSync(dist, join(prefix, 'www', 'platform'), { recursive: true })

const headers = join(deploy, 'security-headers.conf')
let server = readFileSync(join(deploy, 'portal.conf.template'), 'utf8')
if (tls) {
  const key = join(prefix, 'key.pem')
  const certificate = join(prefix, 'cert.pem')
  const made = spawnSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-keyout',
      key,
      '-out',
      certificate,
      '-days',
      '1',
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1',
    ],
    { stdio: ['ignore', 'ignore', 'inherit'] },
  )
  if (made.status !== 0) throw new Error('openssl could not make the certificate for 127.0.0.1')
  server = replaceOnce(
    server,
    'listen 8080;',
    `listen 127.0.0.1:${port} ssl http2;\n    ssl_certificate ${certificate};\n    ssl_certificate_key ${key};`,
  )
} else {
  server = replaceOnce(server, 'listen 8080;', `listen 127.0.0.1:${port};`)
}
server = replaceOnce(server, 'root /usr/share/nginx/html;', `root ${join(prefix, 'www')};`)
server = server.replaceAll('/etc/nginx/snippets/portal-security-headers.conf', headers)
// The image's envsubst fills this one in production.
server = server.replaceAll('$' + '{PLATFORM_API_URL}', api)
writeFileSync(join(prefix, 'portal.conf'), server)

const temp = join(prefix, 'temp')
writeFileSync(
  join(prefix, 'nginx.conf'),
  `pid ${join(prefix, 'nginx.pid')};
error_log stderr warn;
events { worker_connections 256; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  access_log off;
  client_body_temp_path ${temp}/body;
  proxy_temp_path ${temp}/proxy;
  fastcgi_temp_path ${temp}/fastcgi;
  uwsgi_temp_path ${temp}/uwsgi;
  scgi_temp_path ${temp}/scgi;
  include ${join(prefix, 'portal.conf')};
}
`,
)

const nginx = spawn(
  findNginx(),
  ['-e', 'stderr', '-p', prefix, '-c', join(prefix, 'nginx.conf'), '-g', 'daemon off;'],
  { stdio: 'inherit' },
)
console.info(
  `nginx serves ${dist} at ${tls ? 'https' : 'http'}://127.0.0.1:${port}/platform/, API from ${api}`,
)
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => nginx.kill('SIGQUIT'))
nginx.on('exit', (code) => {
  rmSync(prefix, { recursive: true, force: true })
  process.exit(code ?? 0)
})
