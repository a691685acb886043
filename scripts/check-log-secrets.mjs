// Searches an API request log (JSON lines, pino) for secrets that must never be written (issue 37,
// docs/deploy.md "Logs"): a password, a JWT (access, refresh or stream token), an Idempotency-Key
// header's value. Exits 0 when the log holds request lines and none of them; 1 otherwise, naming
// each finding by line number (never printing the secret).
//   node scripts/check-log-secrets.mjs <log file> [password...]
import { readFileSync } from 'node:fs';

/** The findings of a log's text: `{line, what}` for each secret seen, plus how many request lines. */
export function findSecrets(text, passwords) {
  const findings = [];
  let requests = 0;
  const lines = text.split('\n');
  for (const [i, line] of lines.entries()) {
    if (!line.trim()) continue;
    if (line.includes('"msg":"request')) requests += 1;
    for (const password of passwords) {
      if (password && line.includes(password)) findings.push({ line: i + 1, what: 'a password' });
    }
    // A JWT: three base64url parts, the first a JSON header ('{"' encodes as eyJ).
    if (/eyJ[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}/.test(line)) {
      findings.push({ line: i + 1, what: 'a token' });
    }
    if (/idempotency-key"?\s*:\s*"[^"[]/i.test(line))
      findings.push({ line: i + 1, what: 'an Idempotency-Key' });
  }
  return { findings, requests };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [file, ...passwords] = process.argv.slice(2);
  if (!file) {
    console.error('usage: node scripts/check-log-secrets.mjs <log file> [password...]');
    process.exit(2);
  }
  const { findings, requests } = findSecrets(readFileSync(file, 'utf8'), passwords);
  for (const f of findings) console.error(`${file}:${f.line}: ${f.what}`);
  if (!requests) console.error(`${file}: no request lines: the log was not written`);
  console.log(`${file}: ${requests} request lines, ${findings.length} secrets`);
  process.exit(findings.length || !requests ? 1 : 0);
}
