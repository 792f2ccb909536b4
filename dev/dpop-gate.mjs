// The resource server's DPoP check (RFC 9449) in front of the mock API, FOR DEVELOPMENT AND TESTS.
// Prism knows the bearer scheme only (it answers 401 to `Authorization: DPoP …`), so this small
// HTTP server sits where the console's `/api` is proxied to and does what the real API must do
// with a DPoP-bound call: it checks the `DPoP` proof (signed by the key in its header, for this
// method and URL, fresh, never seen before, bound to the access token by `ath`) and that the access
// token is bound to that key (`cnf.jkt`), then forwards the call to Prism as a bearer one. A bound
// token sent as `Bearer` is refused (RFC 9449 section 7.2); anything else passes as it came.
// Like Prism, it does not verify the access token's own signature.
import { constants, createHash, createPublicKey, verify } from 'node:crypto';
import { createServer, request as httpRequest } from 'node:http';

/** How far a proof's `iat` may be from the gate's clock, in seconds. */
const IAT_LEEWAY_S = 300;
const ALGORITHMS = { ES256: { hash: 'sha256', ec: true }, ES384: { hash: 'sha384', ec: true }, RS256: { hash: 'sha256' }, PS256: { hash: 'sha256', pss: true } };

const b64url = (buffer) => Buffer.from(buffer).toString('base64url');
const part = (text) => JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));

/** The JWK SHA-256 thumbprint (RFC 7638) of a public key. */
export function thumbprint(jwk) {
  const members = { EC: ['crv', 'kty', 'x', 'y'], RSA: ['e', 'kty', 'n'], OKP: ['crv', 'kty', 'x'] }[jwk.kty];
  if (!members) throw new Error(`unsupported key type ${jwk.kty}`);
  return b64url(createHash('sha256').update(JSON.stringify(Object.fromEntries(members.map((m) => [m, jwk[m]])))).digest());
}

/** The claims of a JWT access token, or null when it is not one. */
function tokenClaims(token) {
  try {
    return part(token.split('.')[1] ?? '');
  } catch {
    return null;
  }
}

/** Whether a proof's `htu` names `path` (without query or fragment), on whichever origin the console is served from. */
function namesPath(htu, path) {
  try {
    const url = new URL(htu);
    return /^https?:$/.test(url.protocol) && url.pathname === path && url.search === '' && url.hash === '';
  } catch {
    return false;
  }
}

/**
 * Checks one DPoP-bound call: `authorization` and `proof` as received, `method`, and the path the
 * console called (`htu`'s path). Returns null when it is good, else why not. `seen` holds the
 * proofs' `jti` until they are too old to be accepted anyway.
 */
export function checkDpop({ authorization, proof, method, path, seen, now = Date.now() }) {
  const token = /^DPoP (\S+)$/.exec(authorization ?? '')?.[1];
  if (!token) return 'not a DPoP authorization';
  if (typeof proof !== 'string' || proof.includes(',')) return 'exactly one DPoP proof is required';
  const [h = '', p = '', s = ''] = proof.split('.');
  let header;
  let payload;
  try {
    header = part(h);
    payload = part(p);
  } catch {
    return 'the proof is not a JWT';
  }
  const alg = ALGORITHMS[header.alg];
  if (header.typ !== 'dpop+jwt' || !alg) return 'the proof must be typ dpop+jwt with an asymmetric algorithm';
  if (typeof header.jwk !== 'object' || header.jwk === null || 'd' in header.jwk) return 'the proof must carry a public key';
  let signed = false;
  try {
    signed = verify(alg.hash, Buffer.from(`${h}.${p}`), {
      key: createPublicKey({ key: header.jwk, format: 'jwk' }),
      ...(alg.ec ? { dsaEncoding: 'ieee-p1363' } : {}),
      ...(alg.pss ? { padding: constants.RSA_PKCS1_PSS_PADDING, saltLength: 32 } : {}),
    }, Buffer.from(s, 'base64url'));
  } catch {
    signed = false;
  }
  if (!signed) return 'the proof signature does not verify';
  if (payload.htm !== method) return `the proof is for ${payload.htm}, not ${method}`;
  if (!namesPath(payload.htu, path)) return `the proof is for ${payload.htu}, not ${path}`;
  if (typeof payload.iat !== 'number' || Math.abs(now / 1000 - payload.iat) > IAT_LEEWAY_S) return 'the proof is not fresh';
  if (typeof payload.jti !== 'string' || payload.jti.length === 0) return 'the proof has no jti';
  if (payload.ath !== b64url(createHash('sha256').update(token).digest())) return 'the proof is not for this access token (ath)';
  const jkt = tokenClaims(token)?.cnf?.jkt;
  if (jkt !== thumbprint(header.jwk)) return 'the access token is not bound to the proof key (cnf.jkt)';
  for (const [jti, until] of seen) if (until < now) seen.delete(jti);
  if (seen.has(payload.jti)) return 'the proof was used before';
  seen.set(payload.jti, now + 2 * IAT_LEEWAY_S * 1000);
  return null;
}

/**
 * Starts the gate on `port`, forwarding to `target` (Prism). `publicBase` is the path the console
 * calls the API under (`/api`, which the proxy in front strips): a proof's `htu` must name
 * `<publicBase><path>`; its origin is the console's, which the gate behind a proxy does not see.
 */
export function startDpopGate({ port, target, publicBase = '/api', host = '127.0.0.1' }) {
  const seen = new Map();
  const upstream = new URL(target);
  const refuse = (res, error, description) => {
    res.writeHead(401, {
      'content-type': 'application/json',
      'www-authenticate': `DPoP error="${error}", error_description="${description.replace(/"/g, "'")}", algs="ES256 RS256 PS256"`,
    }).end(JSON.stringify({ message: 'Unauthorized' }));
  };
  const server = createServer((req, res) => {
    const headers = { ...req.headers };
    const authorization = headers.authorization ?? '';
    if (/^DPoP /i.test(authorization)) {
      const path = `${publicBase}${new URL(req.url ?? '/', 'http://gate.invalid').pathname}`;
      const problem = checkDpop({ authorization, proof: headers.dpop, method: req.method ?? 'GET', path, seen });
      if (problem) return refuse(res, 'invalid_dpop_proof', problem);
      headers.authorization = `Bearer ${authorization.slice('DPoP '.length)}`;
      delete headers.dpop;
    } else if (/^Bearer /i.test(authorization) && tokenClaims(authorization.slice('Bearer '.length))?.cnf?.jkt) {
      return refuse(res, 'invalid_token', 'a DPoP-bound access token must be sent with the DPoP scheme');
    }
    headers.host = upstream.host;
    const forward = httpRequest({ host: upstream.hostname, port: upstream.port, method: req.method, path: req.url, headers }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    forward.on('error', () => {
      if (!res.headersSent) res.writeHead(502, { 'content-type': 'text/plain' });
      res.end('the mock API did not answer');
    });
    req.pipe(forward);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject).listen(port, host, () =>
      resolve({ url: `http://${host}:${port}`, stop: () => new Promise((done) => { server.close(() => done()); server.closeAllConnections(); }) }),
    );
  });
}
