// What the development and production-preview servers print once they are up, and how they stop.
import { ACCOUNTS } from './idp.mjs';

/**
 * Prints the start-up banner: a title, the addresses (label and value pairs), the development
 * identity provider's accounts, and how to stop.
 */
export function printBanner(title, addresses) {
  const width = Math.max(...addresses.map(([label]) => label.length)) + 2;
  console.log(`
${title}

${addresses.map(([label, value]) => `  ${label.padEnd(width)} ${value}`).join('\n')}

  Sign in as:
${Object.entries(ACCOUNTS)
  .map(([name, a]) => `    ${name.padEnd(7)} / ${a.password.padEnd(7)}  ${a.roles.join(', ')}`)
  .join('\n')}

Press Ctrl+C to stop.
`);
}

/** Runs `close` on Ctrl+C or a stop signal, then exits (after 10 s at the latest). */
export function stopOnSignal(close) {
  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    setTimeout(() => process.exit(0), 10_000).unref();
    await close();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
