import { act, fireEvent, render, screen } from '@testing-library/react';
import { Link, Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { PageRouter, type PageWait } from './page-router';

/** A page whose chunk arrives when the test says so. */
function slowPage() {
  let arrive = () => {};
  const wait = new Promise<void>((resolve) => {
    arrive = resolve;
  });
  return { wait, arrive: () => act(arrive) };
}

function Where() {
  return <output aria-label="router location">{useLocation().pathname}</output>;
}

function renderAt(start: string, waits: Record<string, Promise<void> | undefined>) {
  window.history.replaceState(null, '', start);
  const waitFor: PageWait = (pathname) => waits[pathname];
  return render(
    <PageRouter waitFor={waitFor}>
      <nav>
        <Link to="/slow">to slow</Link>
        <Link to="/other-slow">to other slow</Link>
        <Link to="/ready">to ready</Link>
        <Link to="/ready?page=2">to page 2</Link>
      </nav>
      <Where />
      <Routes>
        <Route path="/start" element={<h1>start page</h1>} />
        <Route path="/slow" element={<h1>slow page</h1>} />
        <Route path="/other-slow" element={<h1>other slow page</h1>} />
        <Route path="/ready" element={<h1>ready page</h1>} />
      </Routes>
    </PageRouter>,
  );
}

const heading = () => screen.getByRole('heading', { level: 1 }).textContent;
const routerLocation = () => screen.getByRole('status', { name: 'router location' }).textContent;
const addressBar = () => window.location.pathname + window.location.search;

describe('PageRouter', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('moves the address and the page together, once the page’s chunk is there', async () => {
    const slow = slowPage();
    renderAt('/start', { '/slow': slow.wait });

    fireEvent.click(screen.getByRole('link', { name: 'to slow' }));
    // The address bar and the screen both stay on the current page, and say the next one is loading.
    expect(addressBar()).toBe('/start');
    expect(heading()).toBe('start page');
    expect(routerLocation()).toBe('/start');
    expect(screen.getByRole('progressbar', { name: 'Loading page' })).toBeInTheDocument();

    await slow.arrive();
    expect(addressBar()).toBe('/slow');
    expect(await screen.findByRole('heading', { name: 'slow page' })).toBeInTheDocument();
    expect(routerLocation()).toBe('/slow');
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('moves at once to a page that is there, and to another address on the same page', async () => {
    renderAt('/start', {});
    fireEvent.click(screen.getByRole('link', { name: 'to ready' }));
    expect(addressBar()).toBe('/ready');
    expect(await screen.findByRole('heading', { name: 'ready page' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('link', { name: 'to page 2' }));
    expect(addressBar()).toBe('/ready?page=2');
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('lets a newer navigation replace one that is still waiting', async () => {
    const slow = slowPage();
    const otherSlow = slowPage();
    renderAt('/start', { '/slow': slow.wait, '/other-slow': otherSlow.wait });

    fireEvent.click(screen.getByRole('link', { name: 'to slow' }));
    fireEvent.click(screen.getByRole('link', { name: 'to other slow' }));
    await otherSlow.arrive();
    expect(addressBar()).toBe('/other-slow');
    // The first link's chunk arriving later does not take the user back to it.
    await slow.arrive();
    expect(addressBar()).toBe('/other-slow');
    expect(await screen.findByRole('heading', { name: 'other slow page' })).toBeInTheDocument();
  });

  it('drops a waiting link when the user goes Back meanwhile', async () => {
    const slow = slowPage();
    renderAt('/start', { '/slow': slow.wait });
    fireEvent.click(screen.getByRole('link', { name: 'to ready' }));
    expect(await screen.findByRole('heading', { name: 'ready page' })).toBeInTheDocument();

    fireEvent.click(screen.getByRole('link', { name: 'to slow' }));
    await act(async () => {
      const popped = new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));
      window.history.back();
      await popped;
    });
    expect(await screen.findByRole('heading', { name: 'start page' })).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();

    await slow.arrive();
    expect(addressBar()).toBe('/start');
    expect(heading()).toBe('start page');
  });

  it('still moves when a chunk fails to load, so the page’s error boundary can say so', async () => {
    renderAt('/start', { '/slow': Promise.reject(new Error('offline')) });
    fireEvent.click(screen.getByRole('link', { name: 'to slow' }));
    expect(await screen.findByRole('heading', { name: 'slow page' })).toBeInTheDocument();
    expect(addressBar()).toBe('/slow');
  });
});
