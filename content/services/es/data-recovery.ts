import type { ServiceContent } from "../types";

export default {
  slug: "data-recovery",
  title: "Recuperación de datos",
  shortDescription:
    "Archivos borrados, discos formateados, discos duros dañados y tarjetas de memoria: recuperación cuidadosa y una evaluación honesta antes de que pague.",
  longDescription:
    "Perder las fotos de la familia, una tesis o años de registros del negocio angustia a cualquiera, y lo que haga primero importa. Si un disco hace clic, rechina o la computadora no lo detecta, apáguelo y no use programas de recuperación: cada intento sobre un disco que está fallando puede dificultar la recuperación.\n\nNuestros técnicos evalúan primero el disco y le dicen qué es probable recuperar, qué nivel de servicio corresponde y cuánto cuesta, antes de empezar cualquier trabajo de recuperación. Las recuperaciones lógicas se hacen en nuestro taller; los discos con daño físico que requieren sala limpia van a un laboratorio especializado con el que trabajamos, y nosotros nos encargamos del envío y de mantenerle informado.",
  metaDescription:
    "Recuperación de datos en Austin: discos duros, SSD, memorias USB y tarjetas. Evaluación honesta y precio antes de empezar, desde $75. Servicio urgente.",
  image: "data-recovery",
  imageAlt: "Un disco duro abierto con un distintivo de restauración y, al lado, los archivos recuperados",
  imageCaption: "Primero copiamos el disco dañado y trabajamos sobre la copia, nunca sobre el original.",
  price: "$75",
  detailSections: [
    {
      title: "De dónde recuperamos",
      content:
        "Recuperamos datos de casi cualquier medio de almacenamiento que se usa en casa o en una oficina pequeña.",
      listItems: [
        "Discos duros y SSD de laptops y computadoras de escritorio",
        "Discos externos USB y memorias USB",
        "Tarjetas SD y microSD de cámaras y drones",
        "Discos de computadoras que ya no encienden",
        "Archivos borrados por accidente y discos formateados",
      ],
    },
    {
      title: "Nuestro proceso",
      content:
        "Protegemos lo que queda en el disco. Siempre que el disco lo permite, hacemos una copia sector por sector y recuperamos a partir de esa copia.",
      listItems: [
        "Evaluación y recomendación del nivel de servicio, con precio",
        "Recuperación solo después de que usted apruebe el precio",
        "Una lista de los archivos recuperados para que la revise",
        "Sus datos entregados en un disco nuevo que usted traiga o nos compre",
        "Nuestra copia de trabajo se guarda 30 días por la garantía y luego se borra de forma segura",
      ],
    },
    {
      title: "Tiempos de entrega",
      content:
        "El tiempo depende del tamaño y del estado del disco. Con la evaluación le damos un estimado.",
      listItems: [
        "Recuperación lógica: normalmente de 2 a 4 días hábiles",
        "Recuperación avanzada: normalmente de 3 a 7 días hábiles",
        "Recuperación física con el laboratorio asociado: normalmente de 2 a 3 semanas",
        "Servicio urgente: el trabajo empieza el mismo día o el siguiente día hábil",
      ],
    },
    {
      title: "Lo que no podemos prometer",
      content:
        "Ningún taller honesto puede garantizar la recuperación. Los datos sobrescritos, los SSD que ya borraron los bloques eliminados y los platos muy rayados pueden estar fuera del alcance de cualquiera. Si es su caso, se lo diremos claramente, y usted decide antes de que se cobre cualquier trabajo de recuperación.",
      listItems: [
        "Nunca abrimos un disco fuera de una sala limpia",
        "Respetamos su privacidad: solo vemos lo necesario para comprobar la recuperación",
        "La mejor protección para la próxima vez es un respaldo periódico, y podemos configurárselo",
      ],
    },
  ],
  pricingOptions: [
    {
      name: "Recuperación lógica",
      price: "$75",
      description: "Archivos borrados, discos formateados o dañados y tarjetas de memoria en equipos que todavía funcionan.",
    },
    {
      name: "Recuperación avanzada",
      price: "$150",
      description: "Discos con sectores dañados, lecturas inestables o sistemas de archivos muy dañados, copiados con herramientas especializadas.",
    },
    {
      name: "Recuperación física",
      price: "$250+",
      description: "Discos que hacen clic, no giran o se cayeron y necesitan sala limpia en el laboratorio asociado. Precio final tras la evaluación.",
    },
    {
      name: "Servicio urgente",
      price: "$350+",
      description: "Atención prioritaria para datos urgentes del negocio o personales; el trabajo empieza el mismo día o el siguiente día hábil.",
    },
  ],
  faqs: [
    {
      question: "Mi disco hace clic. ¿Qué hago?",
      answer:
        "Apáguelo y déjelo apagado. El clic suele indicar una falla mecánica, y cada vez que lo enciende puede rayar más los platos. Tráigalo y lo evaluamos sin hacerlo funcionar más de lo necesario.",
    },
    {
      question: "¿Me garantizan que recuperarán mis archivos?",
      answer:
        "Nadie puede garantizarlo con honestidad. Después de la evaluación le decimos qué es probable recuperar y cuánto cuesta, y usted decide si seguimos adelante.",
    },
    {
      question: "¿Cómo me entregan los datos?",
      answer:
        "En un disco externo nuevo, ya sea uno que usted traiga o uno que le vendamos a un precio acordado de antemano. Si son pocos datos, también podemos usar una memoria USB.",
    },
    {
      question: "¿Qué cubre la garantía de 30 días en la recuperación de datos?",
      answer:
        "Si un archivo que recuperamos resulta ilegible dentro de los 30 días, avísenos y lo copiamos de nuevo desde nuestra copia de trabajo, que guardamos durante esos 30 días, o desde su disco original, sin costo.",
    },
    {
      question: "¿Mis datos se mantienen privados?",
      answer:
        "Sí. Solo abrimos los archivos lo necesario para confirmar que la recuperación funcionó, nunca compartimos sus datos y nuestra copia de trabajo se borra de forma segura 30 días después de la entrega, o antes si usted lo pide.",
    },
  ],
} satisfies ServiceContent;
