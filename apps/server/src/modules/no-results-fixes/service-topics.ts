import type { ServiceTopic } from '@playboard/domain';

/**
 * Words shoppers type for a service of the shop rather than a product, in English and Spanish
 * (folded: lower case, no accents). A search of one that finds nothing wants a page, not a synonym.
 */
const topicWords: Record<ServiceTopic, readonly string[]> = {
  returns: [
    'return',
    'returns',
    'return policy',
    'refund',
    'refunds',
    'exchange',
    'exchanges',
    'devolucion',
    'devoluciones',
    'devolver',
    'reembolso',
    'cambio de talla',
  ],
  shipping: [
    'shipping',
    'delivery',
    'deliveries',
    'shipment',
    'postage',
    'envio',
    'envios',
    'entrega',
    'entregas',
    'gastos de envio',
  ],
  orderStatus: [
    'order status',
    'track order',
    'track my order',
    'my order',
    'estado del pedido',
    'seguimiento',
    'seguimiento del pedido',
    'mi pedido',
  ],
  contact: [
    'contact',
    'contact us',
    'customer service',
    'customer care',
    'phone number',
    'contacto',
    'contactar',
    'atencion al cliente',
    'telefono',
  ],
  sizeGuide: [
    'size guide',
    'size chart',
    'sizing',
    'size table',
    'guia de tallas',
    'tabla de tallas',
    'guia tallas',
  ],
  payment: ['payment', 'payments', 'payment methods', 'pago', 'pagos', 'formas de pago', 'metodos de pago'],
  help: ['help', 'faq', 'faqs', 'support', 'ayuda', 'preguntas frecuentes', 'soporte'],
};

/** Lower case, accents removed, one space between words. */
export function foldText(text: string): string {
  return (
    text
      .normalize('NFD')
      .replace(/\p{M}/gu, '')
      .toLowerCase()
      .match(/[\p{L}\p{N}]+/gu) ?? []
  ).join(' ');
}

/**
 * The service a query names, when one of its topic words or phrases is in it as whole words
 * ("returns policy", "¿envío gratis?"); the first topic in the list's order wins.
 */
export function serviceTopicOf(query: string): ServiceTopic | undefined {
  const folded = ` ${foldText(query)} `;
  for (const [topic, words] of Object.entries(topicWords) as [ServiceTopic, readonly string[]][]) {
    if (words.some((word) => folded.includes(` ${word} `))) return topic;
  }
  return undefined;
}
