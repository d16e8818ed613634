import type { ServiceContent } from "../types";

export default {
  slug: "security-solutions",
  title: "Soluciones de seguridad",
  shortDescription:
    "Eliminación de virus, protección que no vuelve lenta su computadora y medidas prácticas para cuidar sus cuentas, su familia y su negocio.",
  longDescription:
    "La mayoría de los problemas de seguridad que vemos empiezan con un correo convincente, una descarga falsa o una contraseña repetida, no con un ataque sofisticado. Nuestros técnicos limpian computadoras infectadas, instalan una protección que trabaja sin molestar y cierran los huecos por donde entran los problemas.\n\nA familias y pequeños negocios les ayudamos con algo más: respaldos capaces de sobrevivir a un ransomware, verificación en dos pasos en las cuentas importantes y un administrador de contraseñas que todos puedan usar. Sin meter miedo y sin suscripciones que no necesita.",
  metaDescription:
    "Seguridad informática en Austin: análisis y eliminación de virus, software de seguridad, cuentas protegidas y respaldos para hogares y negocios, desde $55.",
  image: "security-solutions",
  imageAlt: "Un monitor protegido por un gran escudo con un candado",
  imageCaption: "Una buena protección trabaja en segundo plano, sin volver lenta su computadora.",
  price: "$55",
  detailSections: [
    {
      title: "Señales de que algo anda mal",
      content:
        "Si nota alguna de estas señales, deje de escribir contraseñas en ese equipo y tráigalo a revisar. Mientras antes lo veamos, menos daño habrá que deshacer.",
      listItems: [
        "Ventanas emergentes, barras de herramientas nuevas o una página de inicio distinta",
        "Amigos que reciben mensajes que usted no envió",
        "Programas desconocidos o un antivirus que alguien desactivó",
        "Lentitud repentina o el ventilador a toda velocidad sin estar usando el equipo",
        "Un mensaje que exige un pago para desbloquear sus archivos",
      ],
    },
    {
      title: "Lo que hacemos",
      content:
        "Eliminamos la infección, averiguamos por dónde entró y nos aseguramos de que no vuelva enseguida.",
      listItems: [
        "Análisis completos con varias herramientas confiables, no con una sola",
        "Eliminación manual de lo que los análisis automáticos no detectan",
        "Revisión de extensiones del navegador, programas de inicio y tareas programadas",
        "Sistema operativo y programas actualizados",
        "Cambio de contraseñas de las cuentas que pudieron quedar expuestas",
      ],
    },
    {
      title: "Protección duradera",
      content:
        "El software es solo una parte. Le dejamos las herramientas y los hábitos que evitan el siguiente incidente.",
      listItems: [
        "Un paquete de seguridad reconocido, o la protección integrada bien configurada",
        "Administrador de contraseñas instalado y explicado",
        "Verificación en dos pasos en el correo, el banco y las redes sociales",
        "Respaldos automáticos guardados aparte de la computadora",
        "Cómo reconocer correos de phishing y llamadas falsas de soporte",
      ],
    },
    {
      title: "Para pequeños negocios",
      content:
        "Una oficina pequeña casi nunca tiene departamento de sistemas, pero sí guarda datos de clientes que vale la pena proteger. Le ayudamos a poner en marcha lo básico.",
      listItems: [
        "Software de seguridad y actualizaciones en cada computadora",
        "Cuentas de usuario separadas en lugar de un solo inicio de sesión compartido",
        "Respaldos comprobados restaurando un archivo de verdad",
        "Una guía breve para el personal sobre phishing y contraseñas",
      ],
    },
  ],
  pricingOptions: [
    {
      name: "Análisis de seguridad",
      price: "$55",
      description: "Revisión a fondo en busca de malware, software desactualizado y configuraciones riesgosas, con un resumen por escrito.",
    },
    {
      name: "Instalación de paquete de seguridad",
      price: "$75",
      description: "Software de seguridad instalado y configurado, actualizaciones automáticas, administrador de contraseñas y respaldos listos.",
    },
    {
      name: "Eliminación avanzada de malware",
      price: "$85",
      description: "Eliminación de infecciones persistentes, rootkits y secuestradores del navegador, con un análisis final de verificación.",
    },
    {
      name: "Paquete de seguridad completo",
      price: "$125",
      description: "Análisis, limpieza completa, paquete de seguridad, verificación en dos pasos en las cuentas clave y un plan de respaldo.",
    },
  ],
  faqs: [
    {
      question: "¿Tengo que pagar por un antivirus?",
      answer:
        "No necesariamente. La protección que traen las versiones actuales de Windows y macOS es suficiente para muchas personas si está bien configurada. Solo recomendamos un programa de pago cuando necesita algo que este añade, como protección para varios equipos o control parental.",
    },
    {
      question: "Me llamaron para decirme que mi computadora tiene un virus. ¿Qué hago?",
      answer:
        "Cuelgue. Las empresas serias, incluida la nuestra, no llaman de la nada para avisarle que tiene un virus. Si ya les dio acceso o les pagó, desconecte la computadora de internet, llame a su banco y tráiganos el equipo para un análisis de seguridad.",
    },
    {
      question: "¿Pueden recuperar archivos cifrados por un ransomware?",
      answer:
        "A veces: desde un respaldo, desde versiones anteriores de los archivos o cuando existe una herramienta gratuita para descifrar ese ransomware. No recomendamos pagar el rescate. La mejor protección es un respaldo guardado aparte de la computadora, y podemos configurárselo.",
    },
    {
      question: "¿Cuánto tarda la eliminación de malware?",
      answer:
        "La mayoría de las limpiezas quedan listas en 1 a 2 días hábiles, porque un análisis a fondo lleva tiempo. Si el sistema está demasiado dañado, le recomendaremos una reinstalación limpia y le daremos el precio antes.",
    },
  ],
} satisfies ServiceContent;
