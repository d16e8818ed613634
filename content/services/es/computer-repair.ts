import type { ServiceContent } from "../types";

export default {
  slug: "computer-repair",
  title: "Reparación de computadoras",
  shortDescription:
    "Computadoras de escritorio y laptops, Windows y Mac: lentitud, bloqueos, actualizaciones fallidas, virus y piezas gastadas, reparados en nuestro taller de Austin.",
  longDescription:
    "Cuando una computadora no enciende, va muy lenta o se bloquea a cada rato, casi siempre la causa es una de pocas: un disco que está fallando, una actualización defectuosa, un virus, sobrecalentamiento o una pieza gastada. Nuestros técnicos revisan tanto el hardware como el software, encuentran la causa real y se la explican con palabras sencillas antes de cambiar nada.\n\nAntes de empezar le damos un precio claro y usted decide si vale la pena la reparación. A veces lo honesto es decirle que un equipo viejo ya no conviene repararlo; en ese caso se lo diremos y le ayudaremos a pasar sus archivos al equipo que elija.",
  metaDescription:
    "Reparación de computadoras en Austin, PC y Mac: diagnóstico desde $45, eliminación de virus, optimización y reinstalación del sistema. Garantía de 30 días.",
  image: "computer-repair",
  imageAlt: "Una laptop abierta que deja ver su placa de circuitos, con una llave inglesa y un destornillador al lado",
  imageCaption: "Toda reparación empieza en el banco de trabajo con una revisión completa de hardware y software.",
  price: "$45",
  detailSections: [
    {
      title: "Qué reparamos",
      content:
        "Trabajamos con computadoras de escritorio, laptops y equipos todo en uno de las principales marcas, con Windows o macOS. Si no sabe si el problema es de hardware o de software, para eso precisamente sirve el diagnóstico.",
      listItems: [
        "Equipos que no encienden o no terminan de arrancar",
        "Pantallas azules, congelamientos y reinicios inesperados",
        "Lentitud y arranques que tardan demasiado",
        "Virus, ventanas emergentes y barras de herramientas no deseadas",
        "Actualizaciones fallidas y sistemas operativos dañados",
        "Sobrecalentamiento, ventiladores ruidosos, teclados dañados y problemas de carga",
      ],
    },
    {
      title: "Cómo funciona la reparación",
      content:
        "Traiga su computadora al local o reserve una cita en línea. La registramos con usted, anotamos el problema y cualquier detalle que quiera que revisemos, y le entregamos un comprobante.",
      listItems: [
        "Diagnóstico, normalmente en un día hábil",
        "Le llamamos o escribimos con la causa y un precio por escrito",
        "No hacemos nada más que el diagnóstico hasta que usted lo apruebe",
        "La mayoría de las reparaciones quedan listas en 1 a 3 días hábiles",
        "Solo tarda más si hay que pedir una pieza, y le avisamos la fecha",
      ],
    },
    {
      title: "Antes de traer su equipo",
      content:
        "Cuidamos sus archivos, pero una reparación puede requerir cambiar un disco o reinstalar el sistema operativo. Mantener su propio respaldo es responsabilidad suya, y unos minutos de preparación evitan muchos problemas.",
      listItems: [
        "Respalde lo que no pueda perder, si la computadora todavía enciende",
        "Traiga el cargador, sobre todo si es una laptop",
        "Anote la contraseña de inicio de sesión, o díganos si prefiere estar presente cuando haga falta",
        "Avísenos de cualquier archivo o programa que se deba conservar",
      ],
    },
    {
      title: "Nuestra garantía",
      content:
        "Todas las reparaciones tienen nuestra garantía de 30 días. Si el mismo problema vuelve a aparecer dentro de los 30 días siguientes a la entrega, tráiganos el equipo y lo arreglamos sin costo adicional. Las piezas nuevas conservan además la garantía del fabricante.",
      listItems: [
        "30 días sobre nuestro trabajo, contados desde el día en que se completa la reparación",
        "Garantía del fabricante en toda pieza nueva que instalemos",
        "Las solicitudes de reembolso deben hacerse dentro de los 7 días siguientes a la entrega",
      ],
    },
  ],
  pricingOptions: [
    {
      name: "Diagnóstico",
      price: "$45",
      description: "Pruebas de hardware y software, la causa del problema y un precio de reparación por escrito. Incluido en una cita reservada.",
    },
    {
      name: "Eliminación de virus",
      price: "$65",
      description: "Eliminamos virus, adware y programas no deseados, y revisamos su navegador y los programas de inicio.",
    },
    {
      name: "Optimización del sistema",
      price: "$75",
      description: "Limpieza de programas de inicio y archivos innecesarios, actualizaciones pendientes instaladas y revisión del estado del disco.",
    },
    {
      name: "Reinstalación del sistema operativo",
      price: "$95",
      description: "Instalación limpia de Windows o macOS con controladores y actualizaciones, y sus archivos restaurados desde su respaldo.",
    },
  ],
  faqs: [
    {
      question: "¿Cuánto tiempo estará mi computadora en el taller?",
      answer:
        "El diagnóstico suele tomar un día hábil y la mayoría de las reparaciones se terminan en 1 a 3 días hábiles. Si hay que pedir una pieza, le diremos la fecha estimada antes de que apruebe la reparación.",
    },
    {
      question: "¿Voy a perder mis archivos?",
      answer:
        "La mayoría de las reparaciones no tocan sus archivos, y le avisamos de antemano cuando una reparación podría afectarlos, como un cambio de disco o una reinstalación. Le pedimos que mantenga su propio respaldo; si no tiene uno, pida que incluyamos el respaldo de datos en el presupuesto.",
    },
    {
      question: "¿Reparan computadoras Mac?",
      answer:
        "Sí. Diagnosticamos y reparamos MacBook e iMac: problemas de software, mejoras de disco y memoria en los modelos que lo permiten, y reinstalación de macOS. Algunas Mac recientes tienen piezas soldadas a la placa; le diremos con honestidad qué se puede hacer.",
    },
    {
      question: "¿Y si la reparación cuesta más de lo que vale la computadora?",
      answer:
        "Se lo diremos. Después del diagnóstico puede rechazar la reparación y solo paga los $45 del diagnóstico. También podemos pasar sus archivos a una computadora nueva si decide reemplazarla.",
    },
    {
      question: "¿La reparación tiene garantía?",
      answer:
        "Sí. Todos nuestros servicios tienen garantía de 30 días: si el mismo problema vuelve a aparecer dentro de los 30 días siguientes a la entrega, lo reparamos sin costo adicional.",
    },
  ],
} satisfies ServiceContent;
