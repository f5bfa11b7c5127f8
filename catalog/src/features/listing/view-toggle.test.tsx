import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAt } from './test-utils.tsx';
import { ViewToggle } from './view-toggle.tsx';

describe('ViewToggle', () => {
  it('marks the current view as pressed', () => {
    renderAt('/en/3-women?view=list', <ViewToggle query={{ view: 'list' }} />);
    const group = screen.getByRole('group', { name: 'View' });
    expect(group).toBeTruthy();
    expect(screen.getByRole('button', { name: 'List' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: 'Grid' }).getAttribute('aria-pressed')).toBe('false');
  });

  it('writes the view to the URL and keeps the page (the same products, shown differently)', async () => {
    const { router } = renderAt('/en/3-women?page=2', <ViewToggle query={{ view: 'grid' }} />);
    await userEvent.click(screen.getByRole('button', { name: 'List' }));
    expect(router.visited).toEqual(['/en/3-women?page=2&view=list']);
  });

  it('goes back to the default grid without a view parameter, and ignores the pressed one', async () => {
    const { router } = renderAt('/en/3-women?view=list', <ViewToggle query={{ view: 'list' }} />);
    await userEvent.click(screen.getByRole('button', { name: 'List' }));
    await userEvent.click(screen.getByRole('button', { name: 'Grid' }));
    expect(router.visited).toEqual(['/en/3-women']);
  });
});
