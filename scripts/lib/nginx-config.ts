// bench:gateway's nginx: the gateway's job done by nginx (the same proxy headers, security
// headers and static rules), the yardstick for the gateway's req/s and CPU per request.

export interface NginxOptions {
  /** Where nginx listens on 127.0.0.1. */
  port: number;
  upstreamPort: number;
  /** nginx's prefix: pid, logs and temp paths. */
  dir: string;
  /** The built SPA (dist/public). */
  root: string;
}

export function nginxConfig(options: NginxOptions): string {
  const security = [
    `add_header Content-Security-Policy "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' https: http: data:; connect-src 'self'; font-src 'self'; object-src 'none'; base-uri 'none'; frame-ancestors 'none'; form-action 'self'" always;`,
    'add_header X-Content-Type-Options nosniff always;',
    'add_header Referrer-Policy strict-origin-when-cross-origin always;',
    'add_header Cross-Origin-Opener-Policy same-origin always;',
    'add_header X-Frame-Options DENY always;',
  ].join('\n      ');
  return `
worker_processes ${process.env.BENCH_NGINX_WORKERS ?? '1'};
daemon off;
pid ${options.dir}/nginx.pid;
error_log ${options.dir}/error.log warn;
events { worker_connections 4096; }
http {
  access_log off;
  server_tokens off;
  client_body_temp_path ${options.dir}/body;
  proxy_temp_path ${options.dir}/proxy;
  fastcgi_temp_path ${options.dir}/fastcgi;
  uwsgi_temp_path ${options.dir}/uwsgi;
  scgi_temp_path ${options.dir}/scgi;
  keepalive_requests 100000;
  map $http_accept_encoding $br_suffix { default ""; "~*\\bbr\\b" ".br"; }
  map $http_accept_encoding $br_encoding { default ""; "~*\\bbr\\b" "br"; }
  upstream bff {
    server 127.0.0.1:${options.upstreamPort};
    keepalive 64;
  }
  server {
    listen 127.0.0.1:${options.port};
    root ${options.root};
    location /api/v1/ {
      proxy_pass http://bff;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_set_header X-Forwarded-Host $host;
      proxy_set_header X-Request-Id $request_id;
      proxy_buffering off;
      ${security}
    }
    location = /index.html {
      types {} default_type "text/html; charset=utf-8";
      try_files /index.html$br_suffix =404;
      add_header Content-Encoding $br_encoding;
      add_header Vary Accept-Encoding;
      add_header Cache-Control no-cache;
      ${security}
    }
    location ~ ^/assets/.+\\.js$ {
      types {} default_type "text/javascript; charset=utf-8";
      try_files $uri$br_suffix $uri =404;
      add_header Content-Encoding $br_encoding;
      add_header Vary Accept-Encoding;
      add_header Cache-Control "public, max-age=31536000, immutable";
      ${security}
    }
  }
}
`;
}
