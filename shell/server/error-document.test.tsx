import type { IncomingMessage } from 'node:http';
import { ErrorScreen } from '../src/errors/error-screen.tsx';
import { MaintenanceScreen } from '../src/errors/maintenance-screen.tsx';
import { BackendDownScreen } from '../src/errors/backend-down-screen.tsx';
import { errorDocument, requestLang } from './error-document.tsx';

const request = (url: string, headers: IncomingMessage['headers'] = {}) => ({ url, headers }) as IncomingMessage;
const context = { theme: 'default' as const, stylesheets: ['/static/shell/main.css'] };

describe('requestLang', () => {
  it('takes the language from the path first', () => {
    expect(requestLang(request('/fr/cart?x=1', { cookie: 'shell_locale=de' }))).toEqual({ lang: 'fr', fromPath: true });
  });

  it('else the saved cookie, then Accept-Language, then English', () => {
    expect(requestLang(request('/', { cookie: 'shell_locale=de', 'accept-language': 'it' }))).toEqual({
      lang: 'de',
      fromPath: false,
    });
    expect(requestLang(request('/', { 'accept-language': 'es-ES,es;q=0.9' }))).toEqual({ lang: 'es', fromPath: false });
    expect(requestLang(request('/xx/cart'))).toEqual({ lang: 'en', fromPath: false });
  });
});

describe('errorDocument', () => {
  it('writes the maintenance screen in the blank layout, in the language asked, without a script', () => {
    const html = errorDocument('fr', <MaintenanceScreen />, context);
    expect(html).toMatch(/^<!DOCTYPE html><html lang="fr" data-theme="default">/);
    expect(html).toContain('<link rel="stylesheet" href="/static/shell/main.css" data-rspack="shell:chunk-main">');
    expect(html).toContain('En maintenance');
    expect(html).toContain('Le site est en maintenance. Nous serons bientôt de retour.');
    expect(html).toContain('Veuillez réessayer dans quelques minutes.');
    expect(html).toContain('href="/fr"');
    expect(html).not.toContain('<script');
    expect(html).not.toContain('<footer');
  });

  it('writes the error screen with a home button that works without JavaScript', () => {
    const html = errorDocument('en', <ErrorScreen />, context);
    expect(html).toContain('An error occurred');
    expect(html).toMatch(/<form action="\/en" method="get"><button type="submit"[^>]*>Go back home<\/button><\/form>/);
  });

  it('writes the api-unreachable screen in the language asked, with the SPEC message as its detail', () => {
    const html = errorDocument('fr', <BackendDownScreen />, context);
    expect(html).toContain('<title>La boutique n’est pas disponible pour le moment</title>');
    expect(html).toContain('Veuillez réessayer dans quelques minutes.');
    expect(html).toMatch(
      /data-testid="shell-backend-down-detail">Veuillez vérifier que le middleware est en cours d’exécution et accessible depuis l’application frontend\.</,
    );
    expect(errorDocument('en', <BackendDownScreen />, context)).toContain(
      'Please check if the middleware is running and is accessible by frontend app',
    );
    expect(html).not.toContain('<script');
  });
});
