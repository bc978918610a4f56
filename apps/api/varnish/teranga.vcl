# Varnish in front of the Teranga API and shop (Varnish 7, vmod xkey from Debian's varnish-modules).
#
# Keeps only what the API marks for shared caches: anonymous catalogue answers and server-drawn pages, which carry
# their surrogate keys in `xkey` (and `Surrogate-Key` for CDNs), plus the shop's hashed files. Everything else (signed
# in, personal, writes, cookies) goes straight through. The API purges by key when a write moves one: it sends
# `PURGE /` with the keys in `xkey` to every PURGE_URL (apps/api/README.md, « Un cache HTTP devant l'API »).
#
# Edit the backends (one per API instance) and the purgers' addresses; start with
#   varnishd -a :80 -f /path/to/teranga.vcl -s malloc,256m
vcl 4.1;

import directors;
import xkey;

backend api1 {
  .host = "127.0.0.1";
  .port = "3000";
}

backend api2 {
  .host = "127.0.0.1";
  .port = "3001";
}

# Who may purge: the API instances.
acl purgers {
  "127.0.0.1";
  "::1";
}

sub vcl_init {
  new api = directors.round_robin();
  api.add_backend(api1);
  api.add_backend(api2);
}

sub vcl_recv {
  set req.backend_hint = api.backend();
  unset req.http.x-teranga-pass;
  if (req.method == "PURGE") {
    if (client.ip !~ purgers) {
      return (synth(403, "Forbidden"));
    }
    if (!req.http.xkey) {
      return (synth(400, "xkey header required"));
    }
    # A hard purge: the next read goes to the API (a soft purge would serve the old answer during its grace).
    set req.http.x-purged = xkey.purge(req.http.xkey);
    return (synth(200, "Purged " + req.http.x-purged));
  }
  if (req.method != "GET" && req.method != "HEAD") {
    set req.http.x-teranga-pass = "1";
    return (pass);
  }
  # Signed in: the answer is the caller's own.
  if (req.http.Authorization || req.http.Cookie) {
    set req.http.x-teranga-pass = "1";
    return (pass);
  }
  return (hash);
}

sub vcl_backend_response {
  # The shop's hashed files never change.
  if (bereq.url ~ "^/assets/" && beresp.status == 200) {
    return (deliver);
  }
  # Only what says what it was made from is kept: it can be purged the moment that changes.
  if (!beresp.http.xkey || beresp.http.Set-Cookie || beresp.http.Cache-Control ~ "(private|no-store|no-cache)") {
    set beresp.uncacheable = true;
    set beresp.ttl = 120s;
    return (deliver);
  }
  return (deliver);
}

sub vcl_deliver {
  if (req.http.x-teranga-pass) {
    set resp.http.X-Cache = "PASS";
  } elsif (obj.hits > 0) {
    set resp.http.X-Cache = "HIT";
  } else {
    set resp.http.X-Cache = "MISS";
  }
  set resp.http.X-Cache-Hits = obj.hits;
  # The keys are for this cache; a CDN in front of it would read Surrogate-Key.
  unset resp.http.xkey;
}
