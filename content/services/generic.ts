import type { ContentLocale, ServiceContent } from "./types";

/** "smartphone-repair" -> "Smartphone Repair": the title of a slug nobody has named (the same in both languages). */
export function titleFromSlug(slug: string) {
  return slug
    .split("-")
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(" ");
}

const META_MAX = 155;

/** Shortens at a word boundary so long slugs still give a valid meta description. */
function clip(text: string) {
  if (text.length <= META_MAX) return text;
  const cut = text.slice(0, META_MAX - 1);
  return `${cut.slice(0, cut.lastIndexOf(" "))}…`;
}

type GenericText = Omit<ServiceContent, "slug" | "title" | "image" | "metaDescription" | "longDescription"> & {
  longDescription: (title: string) => string;
  metaDescription: (title: string) => string;
};

const text: Record<ContentLocale, GenericText> = {
  en: {
    shortDescription: "Help from our local technicians, with the price explained before any work begins.",
    longDescription: (title) =>
      `Need help with ${title.toLowerCase()}? Our technicians handle a wide range of computer, phone and network problems for homes and small businesses, at our shop, on site or remotely.\n\nEvery job starts with a look at the problem and a clear price that you approve before we begin, and every service carries our 30-day warranty. Call or write to us and we'll tell you how we can help.`,
    metaDescription: (title) => `${title} from our Austin tech-support shop: a clear price before we start and a 30-day warranty on our work.`,
    imageAlt: "A toolbox with tools and a gear",
    imageCaption: "Whatever the problem, we start by understanding it.",
    price: "Call for pricing",
    detailSections: [
      {
        title: "How we work",
        content: "The same straightforward process applies to every job, large or small.",
        listItems: [
          "We listen to the problem and ask the right questions",
          "A diagnosis and a clear price before any work",
          "Nothing done without your approval",
          "A plain-language explanation of what we did",
        ],
      },
      {
        title: "Why choose us",
        content: "We're a local shop, and we rely on customers coming back and recommending us.",
        listItems: [
          "Experienced technicians",
          "Service in English and Spanish",
          "30-day warranty on all services",
          "Help at our shop, on site or remotely",
        ],
      },
    ],
    pricingOptions: [
      { name: "Basic Service", price: "From $40", description: "Quick fixes and simple setups." },
      { name: "Standard Service", price: "From $65", description: "Most repairs and configurations." },
      { name: "Advanced Service", price: "From $90", description: "Complex problems, several devices or on-site work." },
    ],
    faqs: [
      {
        question: "How much will it cost?",
        answer: "It depends on the problem. Call or write to us for an estimate; you always approve the final price before we start.",
      },
      {
        question: "How soon can you help?",
        answer: "Many jobs can be scheduled within a few business days, and simple problems are often solved the same day.",
      },
      {
        question: "Is the work guaranteed?",
        answer: "Yes. All our services carry a 30-day warranty from the day the work is completed.",
      },
    ],
  },
  es: {
    shortDescription: "Ayuda de nuestros técnicos locales, con el precio explicado antes de empezar cualquier trabajo.",
    longDescription: (title) =>
      `¿Necesita ayuda con «${title}»? Nuestros técnicos resuelven todo tipo de problemas de computadoras, teléfonos y redes para hogares y pequeños negocios, en nuestro local, a domicilio o a distancia.\n\nCada trabajo empieza revisando el problema y dándole un precio claro, que usted aprueba antes de que empecemos, y todos nuestros servicios tienen garantía de 30 días. Llámenos o escríbanos y le diremos cómo podemos ayudarle.`,
    metaDescription: (title) => `${title} en nuestro taller de soporte técnico en Austin: precio claro antes de empezar y garantía de 30 días en nuestro trabajo.`,
    imageAlt: "Una caja de herramientas con herramientas y un engranaje",
    imageCaption: "Sea cual sea el problema, empezamos por entenderlo.",
    price: "Llame para consultar precios",
    detailSections: [
      {
        title: "Cómo trabajamos",
        content: "Seguimos el mismo proceso sencillo en cada trabajo, grande o pequeño.",
        listItems: [
          "Escuchamos el problema y hacemos las preguntas adecuadas",
          "Diagnóstico y precio claro antes de cualquier trabajo",
          "No hacemos nada sin su aprobación",
          "Le explicamos con palabras sencillas lo que hicimos",
        ],
      },
      {
        title: "Por qué elegirnos",
        content: "Somos un negocio local y vivimos de que nuestros clientes vuelvan y nos recomienden.",
        listItems: [
          "Técnicos con experiencia",
          "Atención en inglés y en español",
          "Garantía de 30 días en todos los servicios",
          "Ayuda en nuestro local, a domicilio o a distancia",
        ],
      },
    ],
    pricingOptions: [
      { name: "Servicio básico", price: "Desde $40", description: "Arreglos rápidos y configuraciones sencillas." },
      { name: "Servicio estándar", price: "Desde $65", description: "La mayoría de las reparaciones y configuraciones." },
      { name: "Servicio avanzado", price: "Desde $90", description: "Problemas complejos, varios equipos o trabajo a domicilio." },
    ],
    faqs: [
      {
        question: "¿Cuánto cuesta?",
        answer: "Depende del problema. Llámenos o escríbanos para un estimado; usted siempre aprueba el precio final antes de que empecemos.",
      },
      {
        question: "¿Qué tan pronto pueden ayudarme?",
        answer: "Muchos trabajos se pueden programar en pocos días hábiles, y los problemas sencillos a menudo se resuelven el mismo día.",
      },
      {
        question: "¿El trabajo tiene garantía?",
        answer: "Sí. Todos nuestros servicios tienen garantía de 30 días desde el día en que se completa el trabajo.",
      },
    ],
  },
};

/**
 * The page for a slug without its own content: "Call for pricing", tiers
 * from $40 / $65 / $90 and generic FAQs in `locale`. Its title is `name`
 * when the slug has one in that language (the footer's slugs, `ServiceNames`),
 * else the title-cased slug.
 */
export function buildGenericService(locale: ContentLocale, slug: string, name?: string): ServiceContent {
  const title = name ?? titleFromSlug(slug);
  const { longDescription, metaDescription, ...rest } = text[locale];
  return {
    ...rest,
    slug,
    title,
    image: "generic",
    longDescription: longDescription(title),
    metaDescription: clip(metaDescription(title)),
  };
}
