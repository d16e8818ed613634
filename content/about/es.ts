import type { AboutContent } from "./types";

export default {
  metaTitle: "Quiénes somos",
  metaDescription:
    "Taller de soporte técnico en Austin para hogares y negocios: técnicos con experiencia, precios claros, entregas rápidas y atención en español e inglés.",
  hero: {
    title: "Soporte técnico con explicaciones claras",
    subtitle:
      "Somos un taller local de Austin que repara computadoras, teléfonos y redes para hogares y pequeños negocios, y le dice con franqueza qué falla, cuánto cuesta y qué opciones tiene.",
  },
  features: {
    heading: "Lo que puede esperar de nosotros",
    items: [
      "Un precio claro antes de empezar cualquier trabajo",
      "Reparaciones explicadas con palabras sencillas",
      "Ayuda en nuestro local, a domicilio o a distancia",
      "Atención en español y en inglés",
      "Garantía de 30 días en todos nuestros servicios",
      "Consejos honestos, aunque signifiquen no reparar",
    ],
  },
  featureCards: [
    {
      icon: "certified",
      title: "Técnicos certificados",
      text: "Nuestros técnicos cuentan con certificaciones del sector y se mantienen al día con los equipos y programas nuevos, así que su equipo queda en manos expertas.",
    },
    {
      icon: "pricing",
      title: "Precios transparentes",
      text: "Publicamos nuestros precios en este sitio. Después del diagnóstico recibe un precio por escrito, y no hacemos nada más hasta que usted lo apruebe.",
    },
    {
      icon: "turnaround",
      title: "Entrega rápida",
      text: "La mayoría de los diagnósticos toman un día hábil y casi todas las reparaciones quedan listas en pocos días. Muchos problemas de celulares y de configuración se resuelven mientras espera.",
    },
    {
      icon: "bilingual",
      title: "Atención bilingüe",
      text: "Hable con nosotros en español o en inglés, en el local, por teléfono o por correo. Las explicaciones, los presupuestos y las facturas, en el idioma que usted prefiera.",
    },
  ],
  mission: {
    heading: "Nuestra misión",
    paragraphs: [
      "La tecnología debería facilitarle la vida y el trabajo, no complicárselos. Nuestra misión es ofrecer a las familias y los pequeños negocios de Austin un soporte técnico confiable, honesto, a buen precio y fácil de entender.",
      "Eso significa resolver la causa real y no solo el síntoma, recomendar únicamente lo que usted necesita y que salga con más confianza en sus equipos que cuando llegó.",
    ],
  },
  story: {
    heading: "Nuestra historia",
    paragraphs: [
      "Empezamos en Austin con un pequeño banco de reparación, ayudando a vecinos, amigos y a los negocios de la cuadra con laptops lentas, Wi-Fi que no funcionaba y archivos perdidos. La recomendación de boca en boca hizo el resto, y ese banco de trabajo se convirtió en el taller que tenemos hoy.",
      "Con el tiempo vimos cuántas personas recibían explicaciones condescendientes o terminaban comprando cosas que no necesitaban, cuando solo querían una computadora que funcionara y una respuesta directa. También conocimos a muchas familias que necesitaban ayuda en español y no la encontraban. Por eso construimos el taller en torno a explicaciones claras, precios publicados y atención en los dos idiomas.",
      "Seguimos siendo un negocio local. La mayoría de nuestros clientes llegan recomendados por alguien a quien ya ayudamos, y queremos que siga siendo así.",
    ],
    imageAlt: "La fachada de un pequeño negocio de barrio con letrero, toldo de rayas, escaparate y puerta",
    imageCaption: "Nuestro taller: un negocio local al servicio de hogares y pequeños negocios en Austin.",
  },
  closing: {
    text: "¿Tiene algún problema con su computadora, su teléfono o su red? Vea cómo podemos ayudarle.",
    linkLabel: "Conozca nuestros servicios",
  },
} satisfies AboutContent;
