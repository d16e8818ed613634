import { LATE_CANCELLATION_FEE_PERCENT, LATE_CANCELLATION_HOURS } from "@/lib/rules/business-rules";
import type { ServiceContent } from "../types";

export default {
  slug: "network-setup",
  title: "Instalación de redes",
  shortDescription:
    "Wi-Fi confiable y segura para hogares y pequeñas oficinas: instalación de router, cobertura en malla para zonas sin señal y una red bien protegida.",
  longDescription:
    "Un Wi-Fi lento casi nunca se debe al plan de internet. Lo más común es que el router esté en un mal rincón, tenga el firmware desactualizado o que la casa simplemente necesite un segundo punto de acceso. Nuestros técnicos van a su casa u oficina en el área de Austin, miden la señal cuarto por cuarto e instalan una red que llegue a donde usted realmente trabaja, estudia y ve sus series.\n\nLa dejamos segura desde el principio: contraseñas fuertes, firmware al día, una red separada para invitados y una configuración adecuada para los dispositivos inteligentes. Antes de irnos le dejamos por escrito los nombres de las redes y sus contraseñas, con una breve explicación de lo que hicimos.",
  metaDescription:
    "Instalación de redes en Austin para hogares y oficinas: router, Wi-Fi en malla para zonas sin señal, red para toda la casa y seguridad, desde $65.",
  image: "network-setup",
  imageAlt: "Un router Wi-Fi que envía señal a una laptop y a un teléfono, ambos conectados",
  imageCaption: "Probamos la señal en cada cuarto antes de dar el trabajo por terminado.",
  price: "$65",
  detailSections: [
    {
      title: "Qué instalamos",
      content:
        "Trabajamos con el equipo que ya tiene cuando es suficiente, y solo le recomendamos equipo nuevo cuando de verdad va a notar la diferencia.",
      listItems: [
        "Routers de su proveedor de internet o propios",
        "Sistemas Wi-Fi en malla y puntos de acceso con cable",
        "Redes para invitados que mantienen a las visitas lejos de sus equipos",
        "Impresoras de red, televisores inteligentes y dispositivos de streaming",
        "Dispositivos inteligentes como cámaras, timbres y termostatos",
        "Redes para pequeñas oficinas con carpetas e impresoras compartidas",
      ],
    },
    {
      title: "Cómo es la visita",
      content:
        "La instalación de redes se hace en su domicilio u oficina. Una visita a un hogar suele tomar de una a tres horas, según el tamaño del espacio y la cantidad de equipos.",
      listItems: [
        "Primero medimos la velocidad de internet en el módem",
        "Medimos la señal cuarto por cuarto para encontrar zonas sin cobertura",
        "Colocamos y configuramos el equipo, y actualizamos el firmware",
        "Conectamos y probamos sus dispositivos",
        "Le dejamos por escrito nombres de red y contraseñas",
      ],
    },
    {
      title: "Seguridad incluida",
      content:
        "Un router abierto o con la configuración de fábrica es una puerta fácil a todos los equipos de la casa. En cada instalación cerramos los huecos más comunes.",
      listItems: [
        "Cambiamos las contraseñas de administrador de fábrica",
        "Cifrado WPA2 o WPA3 con una contraseña de Wi-Fi fuerte",
        "Administración remota y WPS desactivados cuando no hacen falta",
        "Actualizaciones automáticas de firmware, si el router las admite",
      ],
    },
    {
      title: "Equipo y garantía",
      content:
        "Los precios son de mano de obra. Si necesita equipo nuevo, le recomendamos opciones para distintos presupuestos; puede comprarlo usted mismo o lo conseguimos nosotros, con el precio confirmado antes de pedirlo.",
      listItems: [
        "No compramos ningún equipo sin su aprobación",
        "Garantía de 30 días en nuestro trabajo de instalación",
        "Garantía del fabricante en todo el equipo",
      ],
    },
  ],
  pricingOptions: [
    {
      name: "Instalación de router",
      price: "$65",
      description: "Un router instalado o reconfigurado, protegido y actualizado, con sus dispositivos conectados.",
    },
    {
      name: "Seguridad de la red",
      price: "$85",
      description: "Revisión de seguridad de su red actual: contraseñas, cifrado, firmware, red de invitados y lista de dispositivos.",
    },
    {
      name: "Cobertura Wi-Fi ampliada",
      price: "$95",
      description: "Nodos en malla o puntos de acceso colocados y ajustados para eliminar zonas sin señal, con pruebas en cada cuarto.",
    },
    {
      name: "Red para toda la casa",
      price: "$125",
      description: "Instalación completa: router, cobertura ampliada, red de invitados, impresoras, televisores y dispositivos inteligentes.",
    },
  ],
  faqs: [
    {
      question: "¿Tengo que comprar un router nuevo?",
      answer:
        "No siempre. Muchas redes lentas mejoran bastante con una mejor ubicación, el firmware al día y la configuración adecuada. Si su equipo es demasiado viejo para su casa o su plan de internet, le explicaremos por qué y le sugeriremos opciones.",
    },
    {
      question: "¿Por qué el Wi-Fi va lento en algunos cuartos?",
      answer:
        "Las paredes, los pisos, los electrodomésticos y la distancia debilitan la señal. Un solo router casi nunca cubre bien una casa de dos pisos o una casa larga de un piso. Un sistema en malla o un punto de acceso con cable lo resuelve mucho mejor que un repetidor.",
    },
    {
      question: "¿Instalan redes para pequeñas oficinas?",
      answer:
        "Sí. Instalamos redes para pequeños negocios con red de invitados separada, impresoras y almacenamiento compartidos, y una configuración segura. Para oficinas más grandes empezamos con una asesoría para planear el trabajo.",
    },
    {
      question: "¿Y si necesito cambiar la cita?",
      answer:
        `Le pedimos cancelar o cambiar la cita con al menos ${LATE_CANCELLATION_HOURS} horas de anticipación. Las cancelaciones tardías y las ausencias se cobran al ${LATE_CANCELLATION_FEE_PERCENT}% del costo del servicio, porque el tiempo del técnico estaba reservado para usted.`,
    },
  ],
} satisfies ServiceContent;
