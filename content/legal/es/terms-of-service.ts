import { LATE_CANCELLATION_FEE_PERCENT, LATE_CANCELLATION_HOURS } from "@/lib/rules/business-rules";
import type { LegalDocument } from "../types";

export default {
  title: "Términos del servicio",
  metaDescription:
    "Las condiciones de uso de nuestro sitio y servicios: presupuestos, citas y cancelaciones, pagos, respaldos, garantía de 30 días y reembolsos.",
  lastUpdated: "2026-11-01",
  intro:
    "Estos términos se aplican cuando usa este sitio web o cualquiera de nuestros servicios, ya sea en nuestro local, en su casa u oficina, o a distancia. Los hemos escrito de la forma más clara posible. Al reservar un servicio, crear una cuenta o dejarnos un equipo, usted los acepta.",
  sections: [
    {
      heading: "Quién puede usar nuestros servicios",
      paragraphs: [
        "Debe tener al menos 18 años para crear una cuenta, reservar una cita o autorizar un trabajo. Al dejarnos un equipo o iniciar una sesión remota, usted confirma que el equipo es suyo o que tiene permiso de su dueño para que le demos servicio.",
      ],
    },
    {
      heading: "Su cuenta",
      paragraphs: [
        "Le pedimos que nos dé información correcta y que verifique su correo electrónico; las reservas en línea solo están disponibles para cuentas verificadas. Mantenga su contraseña en privado: usted es responsable de lo que se haga con su cuenta. Avísenos enseguida si cree que otra persona la ha usado.",
      ],
    },
    {
      heading: "Presupuestos y precios",
      paragraphs: [
        "Los precios de este sitio web son precios de partida para trabajos habituales. Después de revisar el problema le damos un precio, y no hacemos ningún trabajo más allá del diagnóstico hasta que usted lo apruebe. Si durante el trabajo encontramos algo inesperado que cambie el precio, nos detenemos y le consultamos primero.",
        "Las piezas, los equipos y las licencias de software se cotizan aparte, salvo que el precio indique lo contrario. A la factura se suma el impuesto sobre las ventas que corresponda.",
      ],
    },
    {
      heading: "Citas, cancelaciones y ausencias",
      paragraphs: [
        `Puede cancelar o cambiar una cita sin costo si lo hace con al menos ${LATE_CANCELLATION_HOURS} horas de anticipación, desde su panel o comunicándose con nosotros.`,
        `Las cancelaciones con menos de ${LATE_CANCELLATION_HOURS} horas de anticipación y las citas a las que no se presenta tienen un cargo del ${LATE_CANCELLATION_FEE_PERCENT}% del costo del servicio, porque ese tiempo estaba reservado para usted. Si somos nosotros quienes tenemos que cambiar la cita por un problema nuestro, no tiene ningún costo para usted.`,
      ],
    },
    {
      heading: "Pago",
      paragraphs: [
        "El pago se realiza al terminar el servicio y, en los trabajos en el taller, antes de devolver el equipo. Los planes y paquetes se pagan al comenzar.",
      ],
    },
    {
      heading: "Sus datos y respaldos",
      paragraphs: [
        "Usted es responsable de respaldar sus datos antes de cualquier servicio. Algunas reparaciones requieren cambiar un disco, restablecer un equipo o reinstalar el sistema operativo, y un medio de almacenamiento puede fallar durante una reparación aunque se trate con cuidado. Si no tiene respaldo, pida que lo incluyamos en el presupuesto antes de empezar.",
        "La recuperación de datos es un servicio en el que hacemos todo lo posible, pero nadie puede garantizar que los datos se puedan recuperar. Después de la evaluación le decimos qué es probable recuperar y cuánto cuesta.",
      ],
    },
    {
      heading: "Soporte remoto",
      paragraphs: [
        "Las sesiones remotas solo empiezan cuando usted las inicia y aprueba la conexión. Puede ver todo lo que hace nuestro técnico y terminar la sesión cuando quiera. Antes de empezar, cierre los documentos que no quiera que se vean.",
      ],
    },
    {
      heading: "Nuestra garantía de 30 días",
      paragraphs: [
        "Todos nuestros servicios tienen una garantía de 30 días a partir del día en que se completa el trabajo. Si el problema que reparamos vuelve a aparecer en ese plazo, lo reparamos de nuevo sin costo adicional.",
        "Las piezas nuevas tienen además la garantía de su fabricante. La garantía no cubre:",
      ],
      list: [
        "Daños físicos nuevos, daños por líquidos o sobrecargas eléctricas",
        "Problemas que no tienen relación con el trabajo que hicimos",
        "Trabajos que otra persona haga en el equipo después de nuestro servicio",
        "Infecciones nuevas causadas por programas instalados después de nuestro servicio",
      ],
    },
    {
      heading: "Reembolsos",
      paragraphs: [
        "Si no está satisfecho con un servicio, avísenos dentro de los 7 días siguientes a su finalización. Primero intentaremos resolverlo. Si no es posible, podemos ofrecerle un reembolso, que puede darse como crédito para servicios futuros. Los reclamos presentados después de esos 7 días no dan derecho a reembolso, pero la garantía de 30 días sigue vigente.",
      ],
    },
    {
      heading: "Reseñas y otros contenidos que nos envíe",
      paragraphs: [
        "Las reseñas deben contar su propia experiencia real. Podemos rechazar o retirar reseñas ofensivas, que no tengan relación con el servicio, que incluyan datos personales de otras personas o que no sean auténticas. Al enviar una reseña nos autoriza a publicarla en este sitio web con su nombre, pero nunca con su correo electrónico.",
      ],
    },
    {
      heading: "Uso de este sitio web",
      paragraphs: [
        "Le pedimos no hacer mal uso del sitio: no intente acceder a cuentas o datos ajenos, interrumpir el funcionamiento del sitio ni enviar mensajes automáticos o spam mediante sus formularios.",
      ],
    },
    {
      heading: "Limitación de responsabilidad",
      paragraphs: [
        "En la medida en que la ley lo permita, nuestra responsabilidad por cualquier reclamo relacionado con un servicio se limita al importe que usted pagó por ese servicio, y no respondemos por la pérdida de datos ni por pérdidas indirectas, como negocios o ganancias perdidos. Nada en estos términos limita los derechos que la ley le otorga y que no pueden limitarse.",
      ],
    },
    {
      heading: "Cambios y ley aplicable",
      paragraphs: [
        "Podemos actualizar estos términos; la fecha al principio de esta página indica cuándo cambiaron por última vez, y a cada servicio se le aplican los términos vigentes en el momento de reservarlo.",
        "Estos términos se rigen por las leyes del estado de Texas. Si tiene alguna inquietud, comuníquese primero con nosotros mediante los datos que aparecen abajo; la mayoría de los problemas se resuelven conversando.",
      ],
    },
  ],
} satisfies LegalDocument;
