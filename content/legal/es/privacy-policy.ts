import type { LegalDocument } from "../types";

export default {
  title: "Política de privacidad",
  metaDescription:
    "Cómo nuestro taller de soporte técnico en Austin recopila, usa y protege su información en este sitio web y cuando trabajamos en sus equipos.",
  lastUpdated: "2026-11-01",
  intro:
    "Somos un taller local de soporte técnico, y nuestros clientes nos confían sus computadoras, sus teléfonos y los datos que guardan en ellos. Esta política explica qué información recopilamos a través de este sitio web y al prestar nuestros servicios, para qué la usamos, cuánto tiempo la guardamos y qué opciones tiene usted.",
  sections: [
    {
      heading: "A quién se aplica esta política",
      paragraphs: [
        "Esta política cubre este sitio web, las cuentas de cliente creadas en él y los servicios que prestamos en nuestro local, en su casa u oficina y a distancia.",
        "Nuestro sitio web y nuestros servicios están dirigidos a personas adultas. Debe tener al menos 18 años para crear una cuenta, reservar una cita o publicar una reseña. No recopilamos a sabiendas información personal de menores de 18 años; si cree que un menor nos ha dado información, comuníquese con nosotros y la eliminaremos.",
      ],
    },
    {
      heading: "Información que recopilamos en este sitio web",
      paragraphs: [
        "Solo pedimos lo necesario para prestarle el servicio. Según lo que haga en el sitio, guardamos:",
      ],
      list: [
        "Datos de la cuenta: su correo electrónico, su nombre completo, el idioma de nuestros correos y, si lo agrega, un número de teléfono",
        "Solicitudes de servicio: el título, el tipo y la descripción del problema que nos informa, y su estado",
        "Citas: el servicio, la fecha, la hora, la duración y la descripción del problema que nos da",
        "Reseñas: su nombre, su correo electrónico, el servicio, su calificación y el texto de la reseña",
        "La dirección de red (IP) desde la que se envía una reseña, solo para evitar el abuso del formulario",
        "Los mensajes que nos envía por correo y las notas de llamadas telefónicas sobre su servicio",
      ],
    },
    {
      heading: "Reseñas",
      paragraphs: [
        "Las reseñas se publican solo después de que las aprobamos. Al publicar una reseña mostramos su nombre, el servicio, su calificación, el texto de la reseña y la fecha.",
        "Su correo electrónico nunca se muestra públicamente. Solo lo usamos para confirmar que la reseña es auténtica o para comunicarnos con usted sobre ella.",
      ],
    },
    {
      heading: "Los datos de sus equipos",
      paragraphs: [
        "Cuando nos deja un equipo o autoriza una sesión remota, nuestros técnicos pueden llegar a ver archivos guardados en él. Solo accedemos a lo que el trabajo requiere, por ejemplo para comprobar que una reparación funcionó o que los archivos recuperados se abren.",
        "No copiamos sus archivos personales salvo cuando el servicio lo exige, como un respaldo antes de una reparación, una transferencia de datos o una recuperación de datos. Las copias de trabajo se guardan solo durante los 30 días de garantía y después se borran de forma segura, o antes si usted lo pide.",
        "Si al trabajar en un equipo encontramos material que la ley nos obliga a denunciar, lo informaremos a las autoridades correspondientes.",
      ],
    },
    {
      heading: "Cómo usamos su información",
      paragraphs: ["Usamos su información para:"],
      list: [
        "Crear y administrar su cuenta y verificar su correo electrónico",
        "Programar, realizar y dar seguimiento a los servicios que nos pide",
        "Enviarle mensajes sobre su cuenta, sus solicitudes y sus citas",
        "Publicar las reseñas que envía, una vez aprobadas",
        "Mantener la seguridad del sitio web y evitar abusos",
        "Llevar los registros contables y fiscales que exige la ley",
      ],
    },
    {
      heading: "Con quién la compartimos",
      paragraphs: [
        "No vendemos su información personal ni la compartimos con fines publicitarios.",
        "Solo compartimos información con los proveedores que nos ayudan a operar el negocio, como el alojamiento del sitio web, la base de datos y el servicio de inicio de sesión, y el servicio de correo, y únicamente en la medida en que la necesitan para prestar ese servicio. Si un disco necesita recuperación en sala limpia, lo enviamos a un laboratorio especializado asociado solo con su aprobación. También podemos revelar información cuando la ley lo exija.",
      ],
    },
    {
      heading: "Cuánto tiempo la guardamos",
      paragraphs: [
        "Los datos de la cuenta se guardan mientras la cuenta esté abierta. Las solicitudes de servicio y las citas forman parte de su historial de servicio, y los registros de facturación se guardan el tiempo que exijan las normas contables y fiscales. Las reseñas permanecen publicadas hasta que usted nos pida retirarlas. Los registros para evitar el abuso del formulario de reseñas se guardan solo mientras hagan falta para ese fin.",
      ],
    },
    {
      heading: "Seguridad",
      paragraphs: [
        "El sitio web usa conexiones cifradas (HTTPS). Las contraseñas las gestiona nuestro proveedor de inicio de sesión y solo se guardan cifradas de forma irreversible; nosotros nunca las vemos. El acceso a la información de los clientes se limita a las personas que la necesitan para su trabajo. Ningún sistema es perfectamente seguro, pero tomamos medidas razonables para proteger su información y sus equipos.",
      ],
    },
    {
      heading: "Sus opciones y derechos",
      paragraphs: [
        "Puede actualizar su nombre, su correo electrónico, su teléfono y el idioma de los correos cuando quiera desde su panel. También puede pedirnos que:",
      ],
      list: [
        "Le digamos qué información personal tenemos sobre usted y le demos una copia",
        "Corrijamos la información que sea incorrecta",
        "Eliminemos su cuenta, sus reseñas u otra información, salvo los registros que la ley nos obliga a conservar",
      ],
    },
    {
      heading: "Cookies y almacenamiento del navegador",
      paragraphs: [
        "Usamos unas pocas cookies y datos guardados en el navegador para recordar su idioma y su tema, y para mantener su sesión iniciada. No usamos cookies de publicidad ni de análisis. Nuestra Política de cookies las detalla una por una.",
      ],
    },
    {
      heading: "Cambios y contacto",
      paragraphs: [
        "Si cambiamos esta política, actualizaremos la fecha que aparece al principio de esta página y, si los cambios son importantes, avisaremos por correo a los titulares de cuentas.",
        "Para hacer una solicitud o una pregunta sobre su privacidad, comuníquese con nosotros mediante los datos que aparecen abajo. Respondemos los correos en menos de 24 horas y atenderemos su solicitud en un plazo máximo de 45 días.",
      ],
    },
  ],
} satisfies LegalDocument;
