/** The shop's content pages in five languages: help and FAQ, contact, purchase terms, guarantee, about us. */
import type { Localized } from './words-products.ts';

export interface ContentPage {
  id: number;
  slug: Localized;
  title: Localized;
  content: Localized;
}

const qa = (pairs: [string, string][]) => pairs.map(([q, a]) => `<h2>${q}</h2><p>${a}</p>`).join('');

export const CONTENT_PAGES: ContentPage[] = [
  {
    id: 1,
    slug: { en: 'help-faq', fr: 'aide-faq', it: 'aiuto-faq', es: 'ayuda-faq', de: 'hilfe-faq' },
    title: {
      en: 'Help and FAQ',
      fr: 'Aide et FAQ',
      it: 'Aiuto e FAQ',
      es: 'Ayuda y preguntas frecuentes',
      de: 'Hilfe und FAQ',
    },
    content: {
      en: qa([
        [
          'How much does shipping cost?',
          'Standard shipping to Italy is free from 150,00 €. Other destinations are priced by zone and weight at checkout.',
        ],
        [
          'Can I return an item?',
          'Yes: you have 14 days from delivery to request a return from your account, under Orders.',
        ],
        ['Which payment methods do you accept?', 'Credit and debit cards, PayPal, MultiSafepay and bank transfer.'],
        ['How do I find my size?', 'Every product page has a size guide with measurements in centimetres.'],
      ]),
      fr: qa([
        [
          'Combien coûte la livraison ?',
          'La livraison standard vers l’Italie est offerte dès 150,00 €. Les autres destinations sont calculées selon la zone et le poids.',
        ],
        [
          'Puis-je retourner un article ?',
          'Oui : vous disposez de 14 jours après la livraison pour demander un retour depuis votre compte, rubrique Commandes.',
        ],
        [
          'Quels moyens de paiement acceptez-vous ?',
          'Cartes de crédit et de débit, PayPal, MultiSafepay et virement bancaire.',
        ],
        [
          'Comment trouver ma taille ?',
          'Chaque fiche produit propose un guide des tailles avec les mesures en centimètres.',
        ],
      ]),
      it: qa([
        [
          'Quanto costa la spedizione?',
          'La spedizione standard in Italia è gratuita da 150,00 €. Le altre destinazioni sono calcolate per zona e peso al checkout.',
        ],
        [
          'Posso restituire un articolo?',
          'Sì: hai 14 giorni dalla consegna per richiedere un reso dal tuo account, nella sezione Ordini.',
        ],
        [
          'Quali metodi di pagamento accettate?',
          'Carte di credito e di debito, PayPal, MultiSafepay e bonifico bancario. Pagamento a rate da 30 € a 2000 €.',
        ],
        ['Come trovo la mia taglia?', 'Ogni scheda prodotto ha una guida alle taglie con le misure in centimetri.'],
      ]),
      es: qa([
        [
          '¿Cuánto cuesta el envío?',
          'El envío estándar a Italia es gratuito a partir de 150,00 €. Los demás destinos se calculan por zona y peso.',
        ],
        [
          '¿Puedo devolver un artículo?',
          'Sí: tienes 14 días desde la entrega para solicitar una devolución desde tu cuenta, en Pedidos.',
        ],
        [
          '¿Qué métodos de pago aceptáis?',
          'Tarjetas de crédito y débito, PayPal, MultiSafepay y transferencia bancaria.',
        ],
        ['¿Cómo encuentro mi talla?', 'Cada ficha de producto incluye una guía de tallas con medidas en centímetros.'],
      ]),
      de: qa([
        [
          'Was kostet der Versand?',
          'Der Standardversand nach Italien ist ab 150,00 € kostenlos. Andere Ziele werden nach Zone und Gewicht berechnet.',
        ],
        [
          'Kann ich einen Artikel zurückgeben?',
          'Ja: Sie haben 14 Tage ab Lieferung, um in Ihrem Konto unter Bestellungen eine Rücksendung anzufordern.',
        ],
        ['Welche Zahlungsarten akzeptieren Sie?', 'Kredit- und Debitkarten, PayPal, MultiSafepay und Banküberweisung.'],
        ['Wie finde ich meine Größe?', 'Jede Produktseite hat eine Größentabelle mit Maßen in Zentimetern.'],
      ]),
    },
  },
  {
    id: 2,
    slug: { en: 'contact', fr: 'contact', it: 'contatti', es: 'contacto', de: 'kontakt' },
    title: { en: 'Contact us', fr: 'Nous contacter', it: 'Contattaci', es: 'Contacto', de: 'Kontakt' },
    content: {
      en: '<p>Our customer service answers Monday to Saturday, 9:00-18:00.</p><p>Sartoria Nova S.r.l., Via Tortona 27, 20144 Milano, Italy · hello@sartorianova.example · +39 02 1234 5678</p>',
      fr: '<p>Notre service client répond du lundi au samedi, de 9 h à 18 h.</p><p>Sartoria Nova S.r.l., Via Tortona 27, 20144 Milano, Italie · hello@sartorianova.example · +39 02 1234 5678</p>',
      it: '<p>Il nostro servizio clienti risponde dal lunedì al sabato, dalle 9:00 alle 18:00.</p><p>Sartoria Nova S.r.l., Via Tortona 27, 20144 Milano · hello@sartorianova.example · +39 02 1234 5678</p>',
      es: '<p>Nuestro servicio de atención al cliente responde de lunes a sábado, de 9:00 a 18:00.</p><p>Sartoria Nova S.r.l., Via Tortona 27, 20144 Milán, Italia · hello@sartorianova.example · +39 02 1234 5678</p>',
      de: '<p>Unser Kundenservice ist Montag bis Samstag von 9:00 bis 18:00 Uhr erreichbar.</p><p>Sartoria Nova S.r.l., Via Tortona 27, 20144 Mailand, Italien · hello@sartorianova.example · +39 02 1234 5678</p>',
    },
  },
  {
    id: 3,
    slug: {
      en: 'terms-of-purchase',
      fr: 'conditions-de-vente',
      it: 'condizioni-di-vendita',
      es: 'condiciones-de-compra',
      de: 'kaufbedingungen',
    },
    title: {
      en: 'Terms of purchase',
      fr: 'Conditions de vente',
      it: 'Condizioni di vendita',
      es: 'Condiciones de compra',
      de: 'Kaufbedingungen',
    },
    content: {
      en: '<h2>1. Orders</h2><p>A contract is formed when we confirm your order by email.</p><h2>2. Prices</h2><p>Prices are in euros and include VAT.</p><h2>3. Withdrawal</h2><p>You may withdraw within 14 days of delivery without giving a reason.</p>',
      fr: '<h2>1. Commandes</h2><p>Le contrat est conclu lorsque nous confirmons votre commande par e-mail.</p><h2>2. Prix</h2><p>Les prix sont en euros, TVA comprise.</p><h2>3. Rétractation</h2><p>Vous pouvez vous rétracter dans les 14 jours suivant la livraison sans motif.</p>',
      it: '<h2>1. Ordini</h2><p>Il contratto si conclude quando confermiamo l’ordine via e-mail.</p><h2>2. Prezzi</h2><p>I prezzi sono in euro e comprendono l’IVA.</p><h2>3. Recesso</h2><p>Puoi recedere entro 14 giorni dalla consegna senza indicarne il motivo.</p>',
      es: '<h2>1. Pedidos</h2><p>El contrato se formaliza cuando confirmamos tu pedido por correo electrónico.</p><h2>2. Precios</h2><p>Los precios están en euros e incluyen el IVA.</p><h2>3. Desistimiento</h2><p>Puedes desistir en los 14 días siguientes a la entrega sin indicar el motivo.</p>',
      de: '<h2>1. Bestellungen</h2><p>Der Vertrag kommt zustande, wenn wir Ihre Bestellung per E-Mail bestätigen.</p><h2>2. Preise</h2><p>Alle Preise in Euro inklusive Mehrwertsteuer.</p><h2>3. Widerruf</h2><p>Sie können innerhalb von 14 Tagen nach Lieferung ohne Angabe von Gründen widerrufen.</p>',
    },
  },
  {
    id: 4,
    slug: { en: 'guarantee', fr: 'garantie', it: 'garanzia', es: 'garantia', de: 'garantie' },
    title: { en: 'Guarantee', fr: 'Garantie', it: 'Garanzia', es: 'Garantía', de: 'Garantie' },
    content: {
      en: '<p>Every product carries the 2-year legal guarantee of conformity. Write to us with your order number and a photo, and we will repair, replace or refund it.</p>',
      fr: '<p>Chaque produit bénéficie de la garantie légale de conformité de 2 ans. Écrivez-nous avec votre numéro de commande et une photo : nous réparons, remplaçons ou remboursons.</p>',
      it: '<p>Ogni prodotto gode della garanzia legale di conformità di 2 anni. Scrivici con il numero d’ordine e una foto: ripariamo, sostituiamo o rimborsiamo.</p>',
      es: '<p>Todos los productos tienen la garantía legal de conformidad de 2 años. Escríbenos con tu número de pedido y una foto: reparamos, sustituimos o reembolsamos.</p>',
      de: '<p>Für jedes Produkt gilt die gesetzliche Gewährleistung von 2 Jahren. Schreiben Sie uns mit Bestellnummer und Foto: Wir reparieren, ersetzen oder erstatten.</p>',
    },
  },
  {
    id: 5,
    slug: { en: 'about-us', fr: 'a-propos', it: 'chi-siamo', es: 'quienes-somos', de: 'ueber-uns' },
    title: { en: 'About us', fr: 'À propos', it: 'Chi siamo', es: 'Quiénes somos', de: 'Über uns' },
    content: {
      en: '<p>Sartoria Nova was born in Milan in 2012 from a simple idea: fewer, better clothes. We work with small workshops in Italy, Portugal and Spain.</p>',
      fr: '<p>Sartoria Nova est née à Milan en 2012 d’une idée simple : moins de vêtements, mais meilleurs. Nous travaillons avec de petits ateliers en Italie, au Portugal et en Espagne.</p>',
      it: '<p>Sartoria Nova nasce a Milano nel 2012 da un’idea semplice: meno capi, ma migliori. Lavoriamo con piccoli laboratori in Italia, Portogallo e Spagna.</p>',
      es: '<p>Sartoria Nova nació en Milán en 2012 de una idea sencilla: menos ropa, pero mejor. Trabajamos con pequeños talleres de Italia, Portugal y España.</p>',
      de: '<p>Sartoria Nova entstand 2012 in Mailand aus einer einfachen Idee: weniger, aber bessere Kleidung. Wir arbeiten mit kleinen Werkstätten in Italien, Portugal und Spanien.</p>',
    },
  },
];
