import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { initialLanguage } from '@/shared/i18n/i18n';
import { renderApp } from '@/testing/render-app';

describe('language picker (spec 2.5, 1)', () => {
  it('starts in Bangla', async () => {
    renderApp('/m/home');
    expect(await screen.findByRole('link', { name: 'লগইন' })).toBeInTheDocument();
    expect(initialLanguage()).toBe('BN');
  });

  it('switches to English from the flag popup, remembers it as language=EN and sets <html lang>', async () => {
    renderApp('/m/home');
    await userEvent.click(await screen.findByRole('button', { name: 'ভাষা: বাংলা' }));
    const dialog = await screen.findByRole('dialog', { name: 'ভাষা বেছে নিন' });
    expect(
      within(dialog)
        .getAllByRole('button', { pressed: false })
        .map((b) => b.textContent),
    ).toEqual(['English']);
    await userEvent.click(within(dialog).getByRole('button', { name: 'English' }));

    expect(await screen.findByRole('link', { name: 'Login' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Register' })).toBeInTheDocument();
    expect(localStorage.getItem('language')).toBe('EN');
    expect(document.documentElement.lang).toBe('en');
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(document.title).toBe('Home | Lucky Star'));
  });

  it('applies the stored choice at start, and falls back to BN for an unknown value', () => {
    localStorage.setItem('language', 'EN');
    expect(initialLanguage()).toBe('EN');
    localStorage.setItem('language', 'ZH');
    expect(initialLanguage()).toBe('ZH');
    localStorage.setItem('language', 'klingon');
    expect(initialLanguage()).toBe('BN');
  });

  it('closes the popup with Escape', async () => {
    renderApp('/m/home');
    await userEvent.click(await screen.findByRole('button', { name: 'ভাষা: বাংলা' }));
    await screen.findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
