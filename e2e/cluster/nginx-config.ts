import { readFileSync } from 'node:fs';
import path from 'node:path';

const template = path.join(
  import.meta.dirname,
  '..',
  '..',
  'deploy',
  'nginx',
  'clinicall.conf.template',
);

/** Replaces `from` once, and fails loudly when the template no longer holds it. */
function replaceOnce(text: string, from: string, to: string) {
  if (!text.includes(from)) throw new Error(`deploy/nginx template: "${from}" not found`);
  return text.replace(from, to);
}

/**
 * The recipe's nginx site rendered as its header says (envsubst of the CLINICALL_ variables), plus
 * what only the test adds: a cookie `clinicall_instance=a|b` pins a browser to one instance (the
 * other stays its backup, as after a crash), and every answer names the instance that served it.
 */
export function renderSite(values: {
  serverName: string;
  tlsPort: number;
  httpPort: number;
  cert: string;
  key: string;
  instances: [string, string];
  /** The instance taken out of rotation (`down`), as a rolling restart does before stopping it. */
  down?: 0 | 1;
}) {
  const mark = (i: 0 | 1) =>
    values.down === i ? `${values.instances[i]} down` : values.instances[i];
  const vars: Record<string, string> = {
    CLINICALL_SERVER_NAME: values.serverName,
    CLINICALL_TLS_PORT: `127.0.0.1:${values.tlsPort}`,
    CLINICALL_HTTP_PORT: `127.0.0.1:${values.httpPort}`,
    CLINICALL_TLS_CERT: values.cert,
    CLINICALL_TLS_KEY: values.key,
    CLINICALL_INSTANCE_1: mark(0),
    CLINICALL_INSTANCE_2: mark(1),
  };
  let site = readFileSync(template, 'utf8').replace(/\$\{(CLINICALL_[A-Z0-9_]+)\}/g, (_, name) => {
    const value = vars[name as string];
    if (value === undefined) throw new Error(`deploy/nginx template: no value for ${name}`);
    return value;
  });
  site = replaceOnce(site, 'proxy_pass http://clinicall;', 'proxy_pass http://$test_http;');
  site = replaceOnce(
    site,
    'proxy_pass http://$clinicall_socket_upstream;',
    'proxy_pass http://$test_socket;',
  );
  site = replaceOnce(
    site,
    '    access_log off;',
    '    access_log off;\n    add_header X-Served-By $upstream_addr always;',
  );
  const [a, b] = [mark(0), mark(1)];
  const pins = `
upstream pin_a { server ${a} max_fails=1 fail_timeout=5s; server ${values.instances[1]} backup; keepalive 8; }
upstream pin_b { server ${b} max_fails=1 fail_timeout=5s; server ${values.instances[0]} backup; keepalive 8; }
map $cookie_clinicall_instance $test_http { a pin_a; b pin_b; default clinicall; }
map $cookie_clinicall_instance $test_socket { a pin_a; b pin_b; default $clinicall_socket_upstream; }
`;
  return site + pins;
}

/** A whole nginx.conf for a master process in the foreground, everything under `folder`. */
export function mainConfig(folder: string, site: string) {
  return `daemon off;
worker_processes 1;
pid ${folder}/nginx.pid;
error_log ${folder}/nginx-error.log warn;
# Old workers left by a reload keep WebSockets open at most this long (their clients reconnect).
worker_shutdown_timeout 10s;
events { worker_connections 1024; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  client_body_temp_path ${folder}/client-body;
  proxy_temp_path ${folder}/proxy;
  fastcgi_temp_path ${folder}/fastcgi;
  uwsgi_temp_path ${folder}/uwsgi;
  scgi_temp_path ${folder}/scgi;
  include ${site};
}
`;
}
