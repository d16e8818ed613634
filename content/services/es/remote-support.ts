import { LATE_CANCELLATION_FEE_PERCENT, LATE_CANCELLATION_HOURS } from "@/lib/rules/business-rules";
import type { ServiceContent } from "../types";

export default {
  slug: "remote-support",
  title: "Soporte remoto",
  shortDescription:
    "Ayuda rápida sin moverse de su escritorio: con su permiso, un técnico se conecta de forma segura a su computadora y resuelve el problema mientras usted mira.",
  longDescription:
    "Muchos problemas de software no requieren ir al taller. Con su permiso, uno de nuestros técnicos se conecta a su computadora mediante una herramienta segura de soporte remoto, ve lo mismo que usted y resuelve el problema mientras usted observa, explicándole cada paso.\n\nUsted tiene el control en todo momento: usted inicia la sesión, ve todo lo que hace el técnico y puede terminarla con un solo clic. Al finalizar, la conexión se cierra y no podemos volver a conectarnos a menos que usted inicie una sesión nueva.",
  metaDescription:
    "Soporte remoto seguro desde nuestro taller en Austin: ayuda con programas, correo, impresoras y configuración mientras usted mira, desde $45 por sesión.",
  image: "remote-support",
  imageAlt: "La pantalla de un técnico conectada a la pantalla de un cliente, donde un cursor hace clic en un botón",
  imageCaption: "Usted ve cada paso y puede terminar la sesión cuando quiera.",
  price: "$45",
  detailSections: [
    {
      title: "Qué se resuelve a distancia",
      content:
        "Si su computadora enciende y se conecta a internet, normalmente podemos ayudarle a distancia con:",
      listItems: [
        "Problemas de correo, calendario, Microsoft 365 o Google Workspace",
        "Impresoras y escáneres que dejaron de funcionar",
        "Instalación y actualización de programas, y mensajes de error",
        "Lentitud, ventanas emergentes y programas no deseados",
        "Configuración de respaldos, almacenamiento en la nube y cuentas nuevas",
      ],
    },
    {
      title: "Cómo funciona una sesión",
      content:
        "Reserve una cita en línea o llámenos en horario de atención. A la hora de la cita, un técnico se comunica con usted y le guía para iniciar la sesión.",
      listItems: [
        "Abre el enlace seguro que le enviamos y escribe el código de la sesión",
        "Aprueba la conexión en su pantalla",
        "Resolvemos el problema y le explicamos lo que hicimos",
        "Puede terminar la sesión en cualquier momento",
      ],
    },
    {
      title: "Su seguridad",
      content:
        "El acceso remoto es uno de los trucos favoritos de los estafadores, por eso seguimos reglas estrictas, y le recomendamos que usted también lo haga.",
      listItems: [
        "Nunca le llamamos ni le escribimos de la nada para pedirle acceso",
        "Las sesiones solo empiezan cuando usted las inicia, a la hora que reservó",
        "Nunca le pedimos datos bancarios durante una sesión",
        "No queda ningún programa instalado después de la sesión, salvo que usted lo pida",
      ],
    },
    {
      title: "Cuándo le recomendaremos venir al taller",
      content:
        "Algunos problemas requieren trabajo en persona. Si la computadora no enciende, tiene un disco que está fallando o daño en el hardware, se lo diremos enseguida y le ayudaremos a reservar una reparación en el taller.",
      listItems: [
        "Computadoras que no encienden o no se conectan a internet",
        "Discos ruidosos o que están fallando",
        "Daños físicos o mejoras de hardware",
      ],
    },
  ],
  pricingOptions: [
    {
      name: "Solución rápida",
      price: "$45",
      description: "Una sesión remota de hasta 30 minutos para un problema único y concreto.",
    },
    {
      name: "Sesión estándar",
      price: "$75",
      description: "Una sesión remota de hasta 1 hora para arreglos más grandes, configuraciones o varios problemas pequeños.",
    },
    {
      name: "Paquete de soporte",
      price: "$150",
      description: "Tres sesiones de una hora para usar dentro de los 6 meses siguientes a la compra.",
    },
    {
      name: "Soporte premium",
      price: "$250",
      description: "Soporte remoto ilimitado durante 3 meses, para un hogar o una oficina pequeña.",
    },
  ],
  faqs: [
    {
      question: "¿Es seguro el soporte remoto?",
      answer:
        "Sí, cuando se hace bien. La conexión va cifrada, solo empieza cuando usted la aprueba, usted ve todo lo que hacemos y puede terminarla cuando quiera. Nunca iniciamos una sesión que usted no haya reservado.",
    },
    {
      question: "¿Qué necesito para una sesión remota?",
      answer:
        "Una computadora Windows o Mac que encienda y se conecte a internet, y un teléfono para hablar mientras trabajamos. Al empezar la sesión le enviamos el enlace a una pequeña herramienta de soporte segura.",
    },
    {
      question: "¿Y si mi problema tarda más de 30 minutos?",
      answer:
        "Se lo diremos antes de que se cumplan los 30 minutos. Puede continuar como sesión estándar de hasta 1 hora, o parar y decidirlo después.",
    },
    {
      question: "¿Vencen las sesiones del paquete que no use?",
      answer:
        "Sí. Las tres sesiones del paquete de soporte deben usarse dentro de los 6 meses siguientes a la compra, y el soporte premium cubre 3 meses a partir del día en que empieza.",
    },
    {
      question: "¿Puedo cancelar una sesión reservada?",
      answer:
        `Sí. Le pedimos cancelar o cambiar la hora con al menos ${LATE_CANCELLATION_HOURS} horas de anticipación. Las cancelaciones tardías y las sesiones a las que no se conecte se cobran al ${LATE_CANCELLATION_FEE_PERCENT}% del precio de la sesión.`,
    },
  ],
} satisfies ServiceContent;
