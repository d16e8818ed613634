import type { LegalDocument } from "../types";

export default {
  title: "Política de cookies",
  metaDescription:
    "Las pocas cookies y datos del navegador que usa nuestro sitio: su idioma, su tema y su sesión. Sin cookies de publicidad ni de análisis.",
  lastUpdated: "2026-11-01",
  intro:
    "Nuestro sitio web usa solo unas pocas cookies y datos guardados en el navegador, todos necesarios para recordar sus preferencias o mantener su sesión iniciada. No usamos cookies de publicidad ni de análisis, y no le rastreamos en otros sitios web.",
  sections: [
    {
      heading: "Qué son las cookies y el almacenamiento del navegador",
      paragraphs: [
        "Las cookies son pequeños archivos de texto que un sitio web le pide a su navegador que guarde y le envíe de vuelta en visitas posteriores. El almacenamiento local y el almacenamiento de sesión son espacios parecidos del navegador donde un sitio puede guardar pequeñas preferencias; se quedan en su dispositivo y no se envían a nuestros servidores.",
      ],
    },
    {
      heading: "Cookies que usamos",
      paragraphs: ["Estas cookies las crea nuestro propio sitio web:"],
      list: [
        "NEXT_LOCALE: recuerda el idioma que eligió (inglés o español). Se guarda durante 1 año.",
        "sb-<project>-auth-token: mantiene su sesión iniciada; <project> identifica nuestro servicio de inicio de sesión. Solo se crea cuando inicia sesión y se elimina al cerrarla. Si la sesión es larga, puede dividirse en partes cuyo nombre termina en .0, .1, etc.",
        "bytewise-signed-in: indica a nuestras páginas que ha iniciado sesión, para que el menú muestre su panel. No contiene datos personales, dura lo mismo que su sesión y se elimina al cerrarla.",
      ],
    },
    {
      heading: "Datos guardados en su navegador",
      paragraphs: ["También guardamos estas preferencias en su navegador:"],
      list: [
        "bytewise-theme (almacenamiento local): el tema que eligió, claro, oscuro o el del sistema",
        "i18nextLng (almacenamiento local): el idioma que eligió",
        "bytewise-verification-email (almacenamiento de sesión): el correo electrónico que se muestra en la página de verificación después de registrarse. Se borra al cerrar la pestaña.",
      ],
    },
    {
      heading: "Lo que no usamos",
      paragraphs: [
        "No usamos cookies de publicidad, de análisis ni de seguimiento, ni cookies de redes sociales. Los enlaces a nuestras redes sociales son enlaces simples: nada de esas redes se carga en nuestro sitio a menos que usted haga clic en ellos.",
      ],
    },
    {
      heading: "Cómo administrar las cookies",
      paragraphs: [
        "Puede bloquear o borrar las cookies y los datos de los sitios desde la configuración de su navegador. Si bloquea la cookie de sesión, no podrá iniciar sesión en su cuenta. Si borra el almacenamiento del navegador, el sitio olvidará su tema y su idioma y volverá a los valores predeterminados.",
      ],
    },
    {
      heading: "Cambios y preguntas",
      paragraphs: [
        "Si agregamos o cambiamos alguna cookie, actualizaremos esta página y la fecha que aparece al principio. Si tiene alguna pregunta, comuníquese con nosotros mediante los datos que aparecen abajo.",
      ],
    },
  ],
} satisfies LegalDocument;
