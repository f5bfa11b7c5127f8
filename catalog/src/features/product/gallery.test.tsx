import { fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '@storefront/shared/testing';
import messages from '../../../../locales/en/catalog.json';
import { Gallery } from './gallery.tsx';
import { productFixture } from './product-fixture.ts';

const { images, name } = productFixture;
const shown = () => screen.getByRole('group', { name: /^Image \d of 6$/ }).querySelector('img');

describe('Gallery', () => {
  it('shows the first picture first, prioritised and sized', () => {
    renderWithProviders(<Gallery images={images} name={name} />, { messages });
    const image = shown();
    expect(image?.getAttribute('src')).toBe('/api/img/p/1-1.svg');
    expect(image?.getAttribute('alt')).toBe(name);
    expect(image?.getAttribute('fetchpriority')).toBe('high');
    expect([image?.getAttribute('width'), image?.getAttribute('height')]).toEqual(['600', '750']);
  });

  it('moves with the arrow keys, Home and End, wrapping around', () => {
    renderWithProviders(<Gallery images={images} name={name} />, { messages });
    const viewport = screen.getByRole('group', { name: 'Image 1 of 6' });
    fireEvent.keyDown(viewport, { key: 'ArrowRight' });
    expect(shown()?.getAttribute('src')).toBe('/api/img/p/1-2.svg');
    expect(shown()?.getAttribute('alt')).toBe(`${name}, image 2 of 6`);
    fireEvent.keyDown(viewport, { key: 'End' });
    expect(shown()?.getAttribute('src')).toBe('/api/img/p/1-6.svg');
    fireEvent.keyDown(viewport, { key: 'ArrowRight' });
    expect(shown()?.getAttribute('src')).toBe('/api/img/p/1-1.svg');
    fireEvent.keyDown(viewport, { key: 'ArrowLeft' });
    expect(shown()?.getAttribute('src')).toBe('/api/img/p/1-6.svg');
  });

  it('has thumbnails that are buttons and say which picture is shown', () => {
    renderWithProviders(<Gallery images={images} name={name} />, { messages });
    fireEvent.click(screen.getByRole('button', { name: `${name}, image 4 of 6` }));
    expect(shown()?.getAttribute('src')).toBe('/api/img/p/1-4.svg');
    expect(screen.getByRole('button', { name: `${name}, image 4 of 6` }).getAttribute('aria-current')).toBe('true');
    expect(screen.getByRole('button', { name: `${name}, image 1 of 6` }).getAttribute('aria-current')).toBeNull();
  });

  it('follows a sideways swipe and ignores a tap or a vertical scroll', () => {
    renderWithProviders(<Gallery images={images} name={name} />, { messages });
    const viewport = screen.getByRole('group', { name: 'Image 1 of 6' });
    // jsdom has no PointerEvent; a MouseEvent of the same type carries the coordinates React reads.
    const pointer = (type: string, [clientX, clientY]: [number, number]) =>
      fireEvent(viewport, new MouseEvent(type, { bubbles: true, clientX, clientY }));
    const swipe = (from: [number, number], to: [number, number]) => {
      pointer('pointerdown', from);
      pointer('pointerup', to);
    };
    swipe([300, 200], [200, 210]);
    expect(shown()?.getAttribute('src')).toBe('/api/img/p/1-2.svg');
    swipe([200, 200], [320, 190]);
    expect(shown()?.getAttribute('src')).toBe('/api/img/p/1-1.svg');
    swipe([200, 200], [205, 200]);
    swipe([200, 100], [150, 400]);
    expect(shown()?.getAttribute('src')).toBe('/api/img/p/1-1.svg');
  });
});
