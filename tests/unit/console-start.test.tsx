// How the console starts (src/console.tsx): the order of the sign-in, the router's first load and
// React's first render decides how many long tasks a cold screen has. Mounted before the load
// ended, React drew the chrome and the layout in a blocking render when the router published its
// matches (through useSyncExternalStore); the sign-in's answer and the load in one task made it
// a long one.
import { afterEach, expect, test, vi } from 'vitest';
import { parseRuntimeConfig } from '../../src/api/runtime-config';
import type * as Transport from '../../src/api/transport';

const fake = vi.hoisted(() => {
  let finishLoad: () => void = () => undefined;
  const load = vi.fn(() => new Promise<void>((resolve) => (finishLoad = resolve)));
  const render = vi.fn();
  const createRoot = vi.fn(() => ({ render, unmount: vi.fn() }));
  return { load, render, createRoot, finishLoad: () => finishLoad() };
});
vi.mock('react-dom/client', () => ({ createRoot: fake.createRoot }));
vi.mock('../../src/router', () => ({
  createAppRouter: () => ({ load: fake.load }),
  preloadRouteChunks: () => undefined,
}));
vi.mock('../../src/api/transport', async (original) => ({
  ...(await original<typeof Transport>()),
  preloadContract: () => undefined,
}));

const { startConsole } = await import('../../src/console');

afterEach(() => vi.clearAllMocks());

/** Lets every promise callback queued so far run, within the current task. */
const microtasks = async () => {
  for (let index = 0; index < 20; index += 1) await Promise.resolve();
};

test('the router\'s first load starts in a task after the sign-in\'s, and React first renders once it has ended', async () => {
  let signedIn: () => void = () => undefined;
  const session = new Promise<void>((resolve) => (signedIn = resolve));
  const container = document.createElement('div');
  const started = startConsole(
    parseRuntimeConfig({ apiBaseUrl: '/api', authority: 'https://sso.bank.lk/realms/wallet', clientId: 'console', tenant: 'wallet-lk' }),
    session,
    container,
  );

  signedIn();
  await microtasks();
  // Still the sign-in's task: the load waits for a task of its own.
  expect(fake.load).not.toHaveBeenCalled();
  await vi.waitFor(() => expect(fake.load).toHaveBeenCalledTimes(1));

  // The guards and loaders ran, the route chunks are still coming: nothing is mounted yet.
  await microtasks();
  expect(fake.createRoot).not.toHaveBeenCalled();

  fake.finishLoad();
  await started;
  expect(fake.createRoot).toHaveBeenCalledWith(container, { onCaughtError: expect.any(Function) });
  expect(fake.render).toHaveBeenCalledTimes(1);
});
