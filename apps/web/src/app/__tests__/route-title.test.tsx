import { act, render, screen } from '@testing-library/react';
import { createInstance } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { useRouteTitle } from '../layout/use-route-title';

// Spec 2.3: every screen's header and tab carry its route's title. An area's titles arrive with
// the area's texts, after the shell has drawn the new path (dictionary-parts.ts areaRouteTitles).
describe('the route title', () => {
  it('is taken when its texts arrive, and other texts arriving render nothing', async () => {
    const i18n = createInstance();
    await i18n.use(initReactI18next).init({
      resources: {},
      lng: 'en',
      initAsync: false,
      react: { useSuspense: false },
    });
    let renders = 0;
    function Title() {
      renders += 1;
      return <h1>{useRouteTitle('trail')}</h1>;
    }
    render(
      <I18nextProvider i18n={i18n}>
        <Title />
      </I18nextProvider>,
    );
    expect(screen.getByRole('heading')).toHaveTextContent('routes.titles.trail');
    const before = renders;

    act(() => void i18n.addResourceBundle('en', 'translation', { app: { name: 'Lucky Star' } }));
    expect(renders).toBe(before);

    act(
      () =>
        void i18n.addResourceBundle(
          'en',
          'translation',
          { routes: { titles: { trail: 'Free play' } } },
          true,
          true,
        ),
    );
    expect(screen.getByRole('heading')).toHaveTextContent('Free play');
    expect(renders).toBe(before + 1);
  });
});
