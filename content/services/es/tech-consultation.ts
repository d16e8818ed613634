import type { ServiceContent } from "../types";

export default {
  slug: "tech-consultation",
  title: "Asesoría tecnológica",
  shortDescription:
    "Consejos independientes de un técnico: qué comprar, cómo configurarlo y cómo planear la tecnología de su hogar o su pequeño negocio.",
  longDescription:
    "Comprar una computadora, elegir cómo respaldar sus datos u organizar una oficina pequeña es más fácil con alguien que conoce las opciones y no tiene nada que venderle. Nuestros técnicos le asesoran de forma independiente según lo que usted realmente necesita, con palabras claras, en nuestro local, en su casa u oficina, o por videollamada.\n\nLa asesoría es ideal para quien quiere entender sus opciones antes de gastar, y para pequeños negocios que necesitan un plan de tecnología pero no tienen departamento de sistemas. Usted se lleva recomendaciones claras y por escrito.",
  metaDescription:
    "Asesoría tecnológica independiente en Austin: ayuda para comprar, revisión tecnológica del hogar y planes mensuales para negocios, desde $65/hora.",
  image: "tech-consultation",
  imageAlt: "Dos globos de conversación, una pregunta y una respuesta, sobre una tabla con una lista de verificación",
  imageCaption: "Recomendaciones claras y por escrito, pensadas para cómo usa usted su tecnología.",
  price: "$65/hora",
  detailSections: [
    {
      title: "En qué le ayudamos a decidir",
      content:
        "Traiga una pregunta o un proyecto completo. Algunos temas frecuentes:",
      listItems: [
        "Qué computadora, tableta o teléfono le conviene según su uso y su presupuesto",
        "Almacenamiento en la nube y respaldos: qué usar y cuánto espacio contratar",
        "Cómo organizar una oficina en casa o el espacio de trabajo de un pequeño negocio",
        "Pasar su correo y sus archivos a un servicio nuevo",
        "Seguridad de los niños en internet",
      ],
    },
    {
      title: "Revisión tecnológica del hogar",
      content:
        "Visitamos su casa, revisamos todo lo que está conectado y le entregamos un informe por escrito con prioridades y costos aproximados.",
      listItems: [
        "Computadoras, teléfonos y tabletas: antigüedad, estado y actualizaciones",
        "Cobertura Wi-Fi y seguridad del router",
        "Respaldos y seguridad de sus cuentas",
        "Dispositivos inteligentes e impresoras",
        "Una lista de recomendaciones ordenada por prioridad",
      ],
    },
    {
      title: "Soporte continuo para pequeños negocios",
      content:
        "Con el plan mensual cuenta con un técnico que conoce su instalación, por un precio fijo y predecible.",
      listItems: [
        "4 horas de soporte incluidas cada mes y luego $65 por hora",
        "Ayuda en su oficina, a distancia o por teléfono",
        "Revisiones periódicas de actualizaciones, respaldos y seguridad",
        "Consejo antes de comprar equipos o programas nuevos",
        "Puede cancelar el plan en cualquier momento antes de que empiece el mes siguiente",
      ],
    },
  ],
  pricingOptions: [
    {
      name: "Asesoría por hora",
      price: "$65/hora",
      description: "Consejo sobre cualquier tema de tecnología, en nuestro local, en su domicilio o por videollamada.",
    },
    {
      name: "Asesoría de compra",
      price: "$95",
      description: "Conocemos sus necesidades, comparamos opciones y le recomendamos qué comprar, con enlaces y precios por escrito.",
    },
    {
      name: "Revisión tecnológica del hogar",
      price: "$150",
      description: "Revisión en su casa de equipos, red, respaldos y seguridad, con un informe por escrito.",
    },
    {
      name: "Asesor tecnológico mensual",
      price: "$200/mes",
      description: "4 horas de soporte incluidas cada mes y luego $65/hora. Ideal para pequeños negocios.",
    },
  ],
  faqs: [
    {
      question: "¿Ganan comisiones por lo que recomiendan?",
      answer:
        "No. Nuestra asesoría es independiente y no recibimos comisiones de fabricantes ni de tiendas. Si podemos conseguirle el equipo, se lo cotizamos abiertamente y usted es libre de comprarlo donde prefiera.",
    },
    {
      question: "¿Cómo se cobra la asesoría por hora?",
      answer:
        "A $65 la hora. Al empezar acordamos el alcance y le avisamos si el trabajo va a llevar más tiempo del previsto, para que no haya sorpresas en la factura.",
    },
    {
      question: "¿Qué pasa con las horas que no use en el plan mensual?",
      answer:
        "Las 4 horas incluidas corresponden a cada mes calendario y no se acumulan. El tiempo adicional de un mes se cobra a $65 la hora, y le avisamos antes de pasarnos.",
    },
    {
      question: "¿Se puede hacer la asesoría por videollamada?",
      answer:
        "Sí. La asesoría por hora y la asesoría de compra funcionan muy bien por videollamada. La revisión tecnológica del hogar requiere una visita, porque probamos su red y sus equipos en el lugar.",
    },
  ],
} satisfies ServiceContent;
