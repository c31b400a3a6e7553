/** What varies between the nginx scenarios; everything else is the configuration the deployment guide recommends. */
export interface ProxyConfigOptions {
  /** nginx listens on 127.0.0.1:port */
  port: number
  /** the app processes, on 127.0.0.1 */
  upstreams: readonly number[]
}

/**
 * nginx in front of the app processes, as nginx.conf. Each line that matters for a restart without lost requests
 * says why in a comment (the comments are in the file nginx reads, too).
 */
export function proxyConfig(options: ProxyConfigOptions): string {
  const servers = options.upstreams
    .map(
      (port) =>
        // max_fails=0: a process that refuses a connection (it is restarting) is not marked down; the request
        // goes to the other one (proxy_next_upstream error), and the next request tries it again. With nginx's
        // default (max_fails=1 fail_timeout=10s), one refused connection takes the process out for 10 s, well
        // after it is back: restarting the other process then leaves none, and nginx answers 502 "no live
        // upstreams" (seen here with fail_timeout=1s too, for thousands of requests). A refused connection on the
        // same host costs microseconds; across a network, where a dead host times out, keep max_fails and make
        // fail_timeout shorter than the pause between two restarts
        `    server 127.0.0.1:${port} max_fails=0;`
    )
    .join('\n')
  return `# written by tests/production/src/nginx/proxy-config.ts
worker_processes 1;

events {
  worker_connections 1024;
}

http {
  access_log off;
  # temporary files in nginx's own directory (-p), not in /var/lib/nginx
  client_body_temp_path client_body;
  proxy_temp_path proxy;
  fastcgi_temp_path fastcgi;
  uwsgi_temp_path uwsgi;
  scgi_temp_path scgi;

  upstream app {
${servers}
    # keep-alive connections to the processes, as many idle ones as there can be requests at once (32 clients
    # here) and more: nginx then opens no connection under steady load. This matters for POSTs: a connection that
    # nginx opens at the instant a process stops listening may already be accepted by the kernel, in the listen
    # backlog, and is reset when the socket closes; nginx has sent the request on it and does not retry a POST
    # (without keepalive, 121 of 49,372 POSTs got 502 with the drain). The processes' keepAliveTimeout (72 s)
    # outlasts nginx's keepalive_timeout (60 s): a process never closes a connection that nginx may reuse,
    # except when it stops, and then the drain closes it after an answer that says "Connection: close"
    keepalive 64;
    # nginx's default closes a connection after 1000 requests and opens another: the same exposure as above
    keepalive_requests 1000000;
  }

  server {
    listen 127.0.0.1:${options.port};
    # the load's clients keep their connection: nginx's default 1000 requests per connection would close them now
    # and then, which is not what is measured here
    keepalive_requests 1000000;

    location / {
      proxy_pass http://app;
      # HTTP/1.1 without "Connection: close" to the processes: required for the keepalive pool above
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      # what nginx retries on the other process: a refused connection (the process is restarting: nothing was
      # sent, so POSTs are retried too) or a timeout. With the drain, a stopping process answers every request it
      # reads (never a 503), so retrying answers (http_502, http_503) or sent POSTs (non_idempotent) is not needed
      proxy_next_upstream error timeout;
      # one retry is enough with 2 processes: the other one
      proxy_next_upstream_tries 2;
    }
  }
}
`
}
