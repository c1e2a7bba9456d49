import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useNavigate } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ScrollRestoration } from './scroll-restoration';

function Page({ name }: { name: string }) {
  const navigate = useNavigate();
  return (
    <>
      <h1>{name}</h1>
      <button type="button" onClick={() => navigate('/b')}>
        open b
      </button>
      <button type="button" onClick={() => navigate('/c#fees')}>
        open c at its fees
      </button>
      <button type="button" onClick={() => navigate(-1)}>
        back
      </button>
      <p id="fees">fees</p>
    </>
  );
}

function renderApp() {
  render(
    <MemoryRouter initialEntries={['/a']}>
      <ScrollRestoration />
      <Routes>
        <Route path="/a" element={<Page name="a" />} />
        <Route path="/b" element={<Page name="b" />} />
        <Route path="/c" element={<Page name="c" />} />
      </Routes>
    </MemoryRouter>,
  );
}

/** jsdom does not lay out or scroll: the window's position is ours to set, as a scroll would. */
function scrollWindowTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  act(() => {
    window.dispatchEvent(new Event('scroll'));
  });
}

describe('ScrollRestoration', () => {
  let scrollTo: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    scrollTo = vi.fn();
    vi.stubGlobal('scrollTo', scrollTo);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    scrollWindowTo(0);
  });

  it('opens a new page at the top, and Back returns to where the last one was left', async () => {
    renderApp();
    scrollWindowTo(640);

    fireEvent.click(screen.getByRole('button', { name: 'open b' }));
    await screen.findByRole('heading', { name: 'b' });
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
    scrollWindowTo(90);

    fireEvent.click(screen.getByRole('button', { name: 'back' }));
    await screen.findByRole('heading', { name: 'a' });
    expect(scrollTo).toHaveBeenLastCalledWith(0, 640);
  });

  it('keeps positions across a reload, but not that of a document’s first page, which every fresh load shares', async () => {
    renderApp();
    scrollWindowTo(640);
    fireEvent.click(screen.getByRole('button', { name: 'open b' }));
    await screen.findByRole('heading', { name: 'b' });
    scrollWindowTo(90);

    window.dispatchEvent(new Event('pagehide'));
    const kept = new Map<string, number>(JSON.parse(sessionStorage.getItem('scroll-positions') ?? '[]'));
    // b's entry is kept; the first page's (640) is not.
    expect([...kept.values()]).toContain(90);
    expect([...kept.values()]).not.toContain(640);
    expect(kept.has('default')).toBe(false);
  });

  it('a link with an anchor opens the page at that anchor', async () => {
    const scrollIntoView = vi.fn();
    Element.prototype.scrollIntoView = scrollIntoView;
    renderApp();
    scrollTo.mockClear();

    fireEvent.click(screen.getByRole('button', { name: 'open c at its fees' }));
    await screen.findByRole('heading', { name: 'c' });
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    expect(scrollIntoView.mock.contexts[0]).toHaveProperty('id', 'fees');
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('takes the page’s scrolling from the browser while it is mounted, and gives it back', () => {
    window.history.scrollRestoration = 'auto';
    const { unmount } = render(
      <MemoryRouter>
        <ScrollRestoration />
      </MemoryRouter>,
    );
    expect(window.history.scrollRestoration).toBe('manual');
    unmount();
    expect(window.history.scrollRestoration).toBe('auto');
  });
});
