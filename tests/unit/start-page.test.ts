import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { SLOW_START_MS, showBusy, showConsoleFrame, showFailure, showIndex, showStartupError, watchSlowStart, type StartWait } from '../../src/start-page';

let container: HTMLElement;

beforeEach(() => {
  document.body.innerHTML = '';
  container = document.createElement('div');
  document.body.append(container);
});

describe('the start page drawn without the console', () => {
  it('offers sign-in to a visitor without a session', () => {
    showIndex(container, { signedIn: false, signedOut: null });
    expect(screen.getByRole('heading', { level: 1, name: 'Digital Wallet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('offers the dashboard when the session was restored', () => {
    showIndex(container, { signedIn: true, signedOut: { reason: 'idle', seconds: 900 } });
    expect(screen.getByRole('link', { name: 'Open the dashboard' })).toHaveAttribute('href', '/admin/dashboard');
    expect(screen.queryByRole('link', { name: 'Sign in' })).toBeNull();
    expect(screen.queryByText(/signed out/)).toBeNull();
  });

  it('says why the console signed out, idle or elsewhere', () => {
    showIndex(container, { signedIn: false, signedOut: { reason: 'idle', seconds: 900 } });
    const notice = screen.getByRole('status');
    expect(within(notice).getByText('Signed out')).toBeInTheDocument();
    expect(within(notice).getByText('You were signed out because the console was not used for 15 minutes. Sign in again to continue.')).toBeInTheDocument();
    showIndex(container, { signedIn: false, signedOut: { reason: 'elsewhere' } });
    expect(screen.getByText('You signed out in another tab of the console. Sign in again to continue.')).toBeInTheDocument();
  });

  it('says when the wallet API refused the session, and Sign in returns to the page the user was on', () => {
    showIndex(container, { signedIn: false, signedOut: { reason: 'rejected', returnTo: '/admin/config-mgt/bank-mgt?page=1' } });
    expect(within(screen.getByRole('status')).getByText('Your session is no longer accepted by the wallet API. Sign in again.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login?redirect=%2Fadmin%2Fconfig-mgt%2Fbank-mgt%3Fpage%3D1');
    expect(screen.queryByRole('link', { name: 'Open the dashboard' })).toBeNull();
  });

  it('shows a step under way, then its failure with the way out; text is never read as HTML', () => {
    showBusy(container, 'Signing in');
    expect(screen.getByRole('status')).toHaveTextContent('Signing in…');
    showFailure(container, 'Sign-in could not be completed: <b>bad</b> state', { href: '/login', text: 'Sign in again' });
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.getByRole('alert')).toHaveTextContent('Sign-in could not be completed: <b>bad</b> state');
    expect(container.querySelector('b')).toBeNull();
    expect(screen.getByRole('link', { name: 'Sign in again' })).toHaveAttribute('href', '/login');
  });

  it('explains a start-up failure', () => {
    showStartupError(container, new Error('config.json is missing authority'));
    const alert = screen.getByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'The console could not start' })).toBeInTheDocument();
    expect(within(alert).getByText('config.json is missing authority')).toBeInTheDocument();
  });
});

describe('a console file missing at start-up', () => {
  it('says a newer version was deployed and offers Reload, not config.json', () => {
    const reload = vi.fn();
    showStartupError(container, new TypeError('Failed to fetch dynamically imported module: https://admin.bank.lk/assets/console-1a2b3c.js'), reload);
    const alert = screen.getByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'A newer version of the console was deployed' })).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(/config\.json/);
    screen.getByRole('button', { name: 'Reload' }).click();
    expect(reload).toHaveBeenCalledTimes(1);
  });
});

describe('the console\'s frame while the console starts', () => {
  const frame = () => document.querySelector('[data-console-frame]');

  it('announces the loading beside the console\'s container, and stays while the console has drawn only its styles', async () => {
    showConsoleFrame(container);
    expect(screen.getByRole('status')).toHaveTextContent('Loading the console…');
    expect(frame()?.nextElementSibling).toBe(container);
    expect(container.children).toHaveLength(0);
    // Mantine's style elements come first, with nothing drawn yet: the frame stays.
    container.append(document.createElement('style'));
    await Promise.resolve();
    expect(frame()).not.toBeNull();
    // The shell (or any page) drawn: the frame goes before the browser paints again.
    container.append(document.createElement('div'));
    await Promise.resolve();
    expect(frame()).toBeNull();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it("shows the page's heading where the console's will be, when the build knows it; a placeholder when not", () => {
    showConsoleFrame(container, 'Bank Management');
    expect(screen.getByRole('heading', { level: 2, name: 'Bank Management' })).toBeInTheDocument();
    // First in the page, as the console's heading, with the status after it.
    expect(frame()?.querySelector('.frame-page')?.firstElementChild).toBe(screen.getByRole('heading'));
    document.body.innerHTML = '';
    document.body.append(container);
    showConsoleFrame(container);
    expect(screen.queryByRole('heading')).toBeNull();
    expect(frame()?.querySelector('.frame-heading')).not.toBeNull();
  });

  it('gives way to a start-up failure', () => {
    showConsoleFrame(container);
    showStartupError(container, new Error('The identity provider did not answer'));
    expect(frame()).toBeNull();
    expect(screen.getByRole('alert')).toHaveTextContent('The identity provider did not answer');
  });
});

describe('a slow cold start', () => {
  it('names the server it waits for within 10 s, follows the start, and stops once the console has drawn', async () => {
    vi.useFakeTimers();
    try {
      expect(SLOW_START_MS).toBeLessThan(10_000);
      showConsoleFrame(container);
      let waiting: StartWait = 'identity provider';
      watchSlowStart(() => waiting);
      vi.advanceTimersByTime(SLOW_START_MS - 1);
      expect(screen.getByRole('status')).toHaveTextContent('Loading the console…');
      vi.advanceTimersByTime(1);
      expect(screen.getByRole('status')).toHaveTextContent('The identity provider is slow to answer: still signing you in…');
      waiting = 'wallet API';
      vi.advanceTimersByTime(1000);
      expect(screen.getByRole('status')).toHaveTextContent('The wallet API is slow to answer');
      container.append(document.createElement('div'));
      await Promise.resolve();
      vi.advanceTimersByTime(5000);
      expect(screen.queryByRole('status')).toBeNull();
      expect(vi.getTimerCount()).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });

  it("names it in a busy step's status too (the sign-in's callback)", () => {
    vi.useFakeTimers();
    try {
      showBusy(container, 'Signing in');
      watchSlowStart(() => 'wallet API');
      vi.advanceTimersByTime(SLOW_START_MS);
      expect(screen.getByRole('status')).toHaveTextContent('The wallet API is slow to answer');
    } finally {
      vi.useRealTimers();
    }
  });
});
