import type { ServiceContent } from "../types";

export default {
  slug: "hardware-upgrades",
  title: "Mejoras de hardware",
  shortDescription:
    "Más memoria, un SSD rápido o una tarjeta gráfica nueva: mejoras económicas que le dan años de vida útil a su computadora.",
  longDescription:
    "Una computadora lenta no siempre hay que reemplazarla. Cambiar un disco duro viejo por una unidad de estado sólido (SSD) y añadir memoria muchas veces la deja como nueva por una fracción de lo que cuesta comprar otra. Nuestros técnicos revisan qué admite su equipo y le dicen con honestidad si la mejora vale la pena.\n\nInstalamos las piezas, pasamos su sistema y sus archivos al disco nuevo y probamos todo a fondo antes de que lo recoja. Los precios cubren la instalación y las pruebas; las piezas se cotizan aparte antes de pedirlas, o puede traer las suyas.",
  metaDescription:
    "Mejoras de computadoras en Austin: memoria RAM, SSD, tarjetas gráficas y mejoras completas, con sus archivos pasados al disco nuevo. Desde $50 más piezas.",
  image: "hardware-upgrades",
  imageAlt: "Un módulo de memoria a punto de insertarse en una ranura libre de una placa base",
  imageCaption: "Confirmamos que las piezas son compatibles antes de pedir nada.",
  price: "$50+",
  detailSections: [
    {
      title: "Mejoras que instalamos",
      content:
        "Mejoramos computadoras de escritorio y las muchas laptops que todavía lo permiten.",
      listItems: [
        "Memoria RAM para trabajar con varios programas sin trabas",
        "Unidades SSD en lugar de discos duros lentos",
        "Tarjetas gráficas para juegos, diseño y edición de video",
        "Fuentes de poder, refrigeración y ventiladores más silenciosos",
        "Tarjetas Wi-Fi y discos adicionales",
      ],
    },
    {
      title: "¿Vale la pena mejorarla?",
      content:
        "Tomamos en cuenta la edad del equipo, lo que admite y para qué lo usa. Si le conviene más invertir en una computadora nueva, se lo diremos.",
      listItems: [
        "Compatibilidad comprobada con su modelo exacto",
        "Piezas recomendadas para distintos presupuestos",
        "Presupuesto por escrito con piezas y mano de obra por separado",
        "No pedimos ninguna pieza sin su aprobación",
      ],
    },
    {
      title: "Qué incluye",
      content:
        "Cada mejora se entrega terminada y probada, no solo conectada.",
      listItems: [
        "Instalación y cables bien ordenados",
        "Sistema y archivos pasados al SSD nuevo",
        "Controladores y firmware actualizados",
        "Pruebas de estabilidad y temperatura bajo carga",
        "Le devolvemos las piezas que retiramos",
      ],
    },
  ],
  pricingOptions: [
    {
      name: "Ampliación de memoria RAM",
      price: "$50+",
      description: "Memoria compatible instalada y probada. El precio es por la instalación; la memoria se cotiza aparte.",
    },
    {
      name: "Instalación de tarjeta gráfica",
      price: "$65+",
      description: "Tarjeta instalada, fuente de poder revisada, controladores instalados y estabilidad probada bajo carga.",
    },
    {
      name: "Cambio a SSD",
      price: "$75+",
      description: "Unidad de estado sólido instalada con su sistema y sus archivos pasados al disco nuevo. La unidad se cotiza aparte.",
    },
    {
      name: "Mejora completa del equipo",
      price: "$150+",
      description: "Varias piezas mejoradas a la vez, como SSD, memoria y refrigeración, según su presupuesto.",
    },
  ],
  faqs: [
    {
      question: "¿Pierdo mis archivos si me instalan un SSD?",
      answer:
        "No. Copiamos su sistema y sus archivos al disco nuevo y comprobamos que todo funcione antes de que lo recoja. Como con cualquier reparación, le pedimos que también tenga su propio respaldo.",
    },
    {
      question: "¿Puedo traer mis propias piezas?",
      answer:
        "Sí. Antes de instalarlas comprobamos que sean compatibles. Nuestra garantía de 30 días cubre la instalación; la pieza en sí la cubre el vendedor o el fabricante.",
    },
    {
      question: "¿Se puede mejorar mi laptop?",
      answer:
        "Muchas sí, pero algunas laptops recientes tienen la memoria y el almacenamiento soldados a la placa. Díganos el modelo o tráigala, y le diremos qué se puede hacer antes de que gaste nada.",
    },
    {
      question: "¿Cuánto tarda una mejora?",
      answer:
        "Si las piezas están disponibles, la mayoría de las mejoras quedan listas en 1 a 2 días hábiles. Si hay que pedirlas, con el presupuesto le damos la fecha estimada.",
    },
  ],
} satisfies ServiceContent;
