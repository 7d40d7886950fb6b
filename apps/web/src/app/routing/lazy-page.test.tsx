import { act, cleanup, render, screen } from '@testing-library/react';
import { Component, type ComponentType, type ReactNode, useState } from 'react';
import { flushSync } from 'react-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { lazyPage, usePageLoading } from './lazy-page';

// Far more renders than a page load needs; past it the layout gives up instead of looping for ever.
const RENDER_CAP = 200;

class StopsTheLoop extends Component<{ children: ReactNode }, { error?: Error }> {
  override state: { error?: Error } = {};
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override render() {
    return this.state.error ? <p>{this.state.error.message}</p> : this.props.children;
  }
}

function chunk() {
  let resolve!: (page: ComponentType) => void;
  const promise = new Promise<ComponentType>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

describe('lazyPage', () => {
  afterEach(cleanup);

  // Server-rendered pages have no Suspense boundary around the page (root-layout.tsx), so a page that suspends
  // outside a transition commits nothing until its chunk arrives.
  it('a page rendered outside a transition while its chunk loads waits for it instead of freezing the tab', async () => {
    const profileChunk = chunk();
    const ProfilePage = lazyPage(() => profileChunk.promise);
    let layoutRenders = 0;
    let open!: () => void;

    function Layout() {
      layoutRenders += 1;
      if (layoutRenders > RENDER_CAP) throw new Error('the layout rendered in a loop');
      const loading = usePageLoading();
      const [isOpen, setOpen] = useState(false);
      open = () => setOpen(true);
      return (
        <main aria-busy={loading}>
          {isOpen ? <ProfilePage /> : <p>Privacy</p>}
        </main>
      );
    }

    render(
      <StopsTheLoop>
        <Layout />
      </StopsTheLoop>,
    );
    // A synchronous update, as when a tap is replayed while the page hydrates: not a transition.
    await act(async () => {
      flushSync(() => open());
      await Promise.resolve();
    });
    expect(screen.queryByText('the layout rendered in a loop')).toBeNull();
    // The current page stays until the chunk is there.
    expect(screen.getByText('Privacy')).toBeTruthy();

    await act(async () => {
      profileChunk.resolve(() => <h1>Profile</h1>);
      await profileChunk.promise;
    });
    expect(screen.getByRole('heading', { name: 'Profile' })).toBeTruthy();
    expect(screen.getByRole('main').getAttribute('aria-busy')).toBe('false');
    expect(layoutRenders).toBeLessThan(10);
  });
});
