import type { ServiceContent } from "../types";

export default {
  slug: "mobile-support",
  title: "Soporte para móviles",
  shortDescription:
    "Ayuda con iPhone, celulares Android y tabletas: configuración, correo, sincronización, cambio a un teléfono nuevo y espacio de almacenamiento.",
  longDescription:
    "En el celular guardamos fotos, mensajes, el banco y el trabajo, así que cuando deja de sincronizar, se queda sin espacio o no envía correos, todo se detiene. Nuestros técnicos configuran, solucionan problemas y ponen en orden iPhone, iPad y equipos Android, y le muestran cómo funcionan las cosas para que la próxima vez no se quede atascado.\n\n¿Va a cambiar de teléfono? Pasamos sus contactos, fotos, mensajes y aplicaciones al nuevo, incluso de iPhone a Android o al revés, y antes de que se vaya comprobamos que sus cuentas, la verificación en dos pasos y los respaldos funcionan en el equipo nuevo.",
  metaDescription:
    "Soporte para iPhone, Android y tabletas en Austin: configuración, solución de problemas, datos pasados a un teléfono nuevo y más espacio, desde $35.",
  image: "mobile-support",
  imageAlt: "Un teléfono inteligente con una marca de verificación en la pantalla, rodeado de engranajes de configuración",
  imageCaption: "Los problemas de configuración, sincronización y espacio suelen resolverse mientras usted espera.",
  price: "$35",
  detailSections: [
    {
      title: "Problemas que resolvemos a diario",
      content:
        "La mayoría de las fallas de los celulares son de configuración, cuentas o espacio, no de hardware dañado, así que muchas veces se arreglan el mismo día.",
      listItems: [
        "Correo, calendario y contactos que no se sincronizan",
        "Avisos de \"almacenamiento lleno\" y respaldos que fallan",
        "Batería que se descarga rápido o teléfono que se calienta",
        "Problemas de conexión Wi-Fi, Bluetooth o punto de acceso",
        "Aplicaciones que se cierran solas o no se actualizan",
        "Pasos para recuperar un Apple ID o una cuenta de Google olvidada",
      ],
    },
    {
      title: "Cambio a un teléfono nuevo",
      content:
        "Pasamos sus datos con cuidado y los revisamos en el equipo nuevo antes de que borre el anterior.",
      listItems: [
        "Contactos, fotos, videos y mensajes",
        "De iPhone a Android y de Android a iPhone",
        "Chats de WhatsApp y aplicaciones de autenticación, cuando las aplicaciones lo permiten",
        "Cuentas de correo y perfiles de trabajo configurados de nuevo",
        "Restablecimiento del teléfono anterior para venderlo o entregarlo, cuando usted esté conforme",
      ],
    },
    {
      title: "Qué debe traer",
      content:
        "La mayoría de las visitas duran menos de una hora. Para no tener que volver otro día, traiga por favor:",
      listItems: [
        "El equipo, cargado si es posible, y su cable",
        "El código de desbloqueo del teléfono",
        "La contraseña de su Apple ID o de su cuenta de Google",
        "Los dos teléfonos, si vamos a pasar datos de uno a otro",
      ],
    },
    {
      title: "Pantallas y baterías",
      content:
        "El soporte para móviles cubre software, configuración y datos. Si el teléfono necesita pantalla, batería o puerto de carga nuevos, revisamos el modelo y la disponibilidad de la pieza y le damos un presupuesto aparte, por escrito, antes de empezar.",
      listItems: [
        "Primero el presupuesto, sin cargos sorpresa",
        "Le avisamos cuando le conviene más el servicio del fabricante",
        "Garantía de 30 días en todo nuestro trabajo",
      ],
    },
  ],
  pricingOptions: [
    {
      name: "Solución de problemas básica",
      price: "$35",
      description: "Diagnóstico y solución de un problema: sincronización, conexión, aplicaciones o configuración.",
    },
    {
      name: "Limpieza de almacenamiento",
      price: "$40",
      description: "Liberamos espacio sin riesgos: fotos respaldadas en la nube o en una computadora, y aplicaciones y archivos grandes que no usa eliminados.",
    },
    {
      name: "Transferencia de datos",
      price: "$45",
      description: "Contactos, fotos, mensajes y aplicaciones pasados de su teléfono o tableta anterior al nuevo.",
    },
    {
      name: "Configuración completa",
      price: "$55",
      description: "Su teléfono nuevo listo desde la caja: cuentas, correo, respaldos, ajustes de seguridad y una explicación rápida.",
    },
  ],
  faqs: [
    {
      question: "¿Necesito hacer cita?",
      answer:
        "Puede pasar por el local en horario de atención, pero con cita tendrá un técnico esperándole y la mayoría de las visitas se resuelven en menos de una hora.",
    },
    {
      question: "¿Pueden pasar mis chats de WhatsApp de un iPhone a un Android?",
      answer:
        "Por lo general, sí. WhatsApp permite pasar los chats entre iPhone y Android con los dos teléfonos presentes y cumpliendo algunas condiciones. Primero las revisamos y le decimos si hay algo que no se pueda pasar.",
    },
    {
      question: "¿Van a ver mis datos personales?",
      answer:
        "Solo lo que el trabajo requiera. Trabajamos con el equipo frente a nosotros, no copiamos sus datos para nosotros y, si lo prefiere, los pasos delicados como escribir contraseñas los hacemos con usted presente.",
    },
    {
      question: "¿Reparan pantallas rotas?",
      answer:
        "El soporte para móviles es ayuda con configuración y software. Para pantallas, baterías o puertos de carga le damos un presupuesto aparte después de revisar el modelo y la disponibilidad de la pieza.",
    },
  ],
} satisfies ServiceContent;
