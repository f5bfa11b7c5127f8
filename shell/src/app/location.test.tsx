import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BrowserRouter, MemoryRouter, Navigate, useLocation, useNavigate } from './location.tsx';

function Where() {
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <>
      <p data-testid="shell-test-where">
        {location.pathname}
        {location.search}
        {location.hash} {JSON.stringify(location.state)}
      </p>
      <button type="button" onClick={() => navigate('/en/3-women?page=2', { state: { keepScroll: true } })}>
        push
      </button>
      <button type="button" onClick={() => navigate('cart', { replace: true })}>
        replace
      </button>
    </>
  );
}

const where = () => screen.getByTestId('shell-test-where').textContent;

describe('BrowserRouter', () => {
  beforeEach(() => window.history.replaceState(null, '', '/en'));

  it('starts at the address bar, pushes and replaces history entries, and follows the back button', async () => {
    const user = userEvent.setup();
    const length = window.history.length;
    render(
      <BrowserRouter>
        <Where />
      </BrowserRouter>,
    );
    expect(where()).toBe('/en null');

    await user.click(screen.getByRole('button', { name: 'push' }));
    expect(where()).toBe('/en/3-women?page=2 {"keepScroll":true}');
    expect(window.location.pathname + window.location.search).toBe('/en/3-women?page=2');
    expect(window.history.length).toBe(length + 1);

    // Relative to the current path, and no new entry.
    await user.click(screen.getByRole('button', { name: 'replace' }));
    expect(where()).toBe('/en/cart null');
    expect(window.history.length).toBe(length + 1);

    await act(async () => {
      window.history.back();
      await new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));
    });
    expect(where()).toBe('/en null');
  });
});

describe('MemoryRouter', () => {
  it('renders the location it is given and leaves the address bar alone', async () => {
    window.history.replaceState(null, '', '/fr');
    const user = userEvent.setup();
    render(
      <MemoryRouter location="/en/12-blouse.html#reviews">
        <Where />
      </MemoryRouter>,
    );
    expect(where()).toBe('/en/12-blouse.html#reviews null');
    await user.click(screen.getByRole('button', { name: 'push' }));
    expect(where()).toBe('/en/3-women?page=2 {"keepScroll":true}');
    expect(window.location.pathname).toBe('/fr');
  });
});

describe('Navigate', () => {
  it('moves to its target once rendered, replacing the entry', async () => {
    window.history.replaceState(null, '', '/en/old');
    const length = window.history.length;
    await act(async () => {
      render(
        <BrowserRouter>
          <Navigate to="/en/new" replace />
        </BrowserRouter>,
      );
    });
    expect(window.location.pathname).toBe('/en/new');
    expect(window.history.length).toBe(length);
  });
});
