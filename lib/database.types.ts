/**
 * Types of the `public` schema (supabase/migrations), in the shape
 * `supabase gen types typescript` produces. Written by hand: keep it in step
 * with the migrations (tests/db/database-types.test.ts compares the two).
 */
export type Json = string | number | boolean | null | { [key: string]: Json | undefined } | Json[];

type AppointmentRow = {
  appointment_date: string;
  booked_by: string | null;
  created_at: string;
  duration: number;
  ends_at: string;
  id: string;
  issue_description: string | null;
  late_cancellation: boolean;
  needs_call: boolean;
  service_id: number;
  service_name: string;
  service_request_id: string | null;
  status: string;
  user_id: string;
};

type ClosureRow = {
  closed_from: string | null;
  closed_until: string | null;
  created_at: string;
  created_by: string | null;
  ends_on: string;
  id: string;
  reason_en: string;
  reason_es: string;
  starts_on: string;
};

type ServiceRequestRow = {
  created_at: string;
  description: string;
  id: string;
  reference: number;
  service_type: string;
  status: string;
  technician: string | null;
  title: string;
  updated_at: string;
  user_id: string;
};

type ReviewRow = {
  approved: boolean;
  created_at: string;
  email: string;
  id: string;
  name: string;
  rating: number;
  review_text: string;
  service: string;
};

type CustomerColumns = { customer_email: string | null; customer_name: string | null };

export type Database = {
  __InternalSupabase: { PostgrestVersion: "13.0.5" };
  public: {
    Tables: {
      appointment_reschedules: {
        Row: {
          appointment_id: string;
          by_staff: boolean;
          created_at: string;
          id: number;
          inside_window: boolean;
          moved_by: string | null;
          new_date: string;
          previous_date: string;
        };
        Insert: {
          appointment_id: string;
          by_staff: boolean;
          created_at?: string;
          id?: number;
          inside_window: boolean;
          moved_by?: string | null;
          new_date: string;
          previous_date: string;
        };
        Update: {
          appointment_id?: string;
          by_staff?: boolean;
          created_at?: string;
          id?: number;
          inside_window?: boolean;
          moved_by?: string | null;
          new_date?: string;
          previous_date?: string;
        };
        Relationships: [
          {
            foreignKeyName: "appointment_reschedules_appointment_id_fkey";
            columns: ["appointment_id"];
            isOneToOne: false;
            referencedRelation: "appointments";
            referencedColumns: ["id"];
          },
        ];
      };
      appointments: {
        Row: AppointmentRow;
        Insert: {
          appointment_date: string;
          booked_by?: string | null;
          created_at?: string;
          duration: number;
          ends_at?: string;
          id?: string;
          issue_description?: string | null;
          late_cancellation?: boolean;
          needs_call?: boolean;
          service_id: number;
          service_name: string;
          service_request_id?: string | null;
          status?: string;
          user_id?: string;
        };
        Update: {
          appointment_date?: string;
          booked_by?: string | null;
          created_at?: string;
          duration?: number;
          ends_at?: string;
          id?: string;
          issue_description?: string | null;
          late_cancellation?: boolean;
          needs_call?: boolean;
          service_id?: number;
          service_name?: string;
          service_request_id?: string | null;
          status?: string;
          user_id?: string;
        };
        Relationships: [
          {
            foreignKeyName: "appointments_service_id_fkey";
            columns: ["service_id"];
            isOneToOne: false;
            referencedRelation: "services";
            referencedColumns: ["id"];
          },
          {
            foreignKeyName: "appointments_service_request_id_fkey";
            columns: ["service_request_id"];
            isOneToOne: false;
            referencedRelation: "service_requests";
            referencedColumns: ["id"];
          },
        ];
      };
      closures: {
        Row: ClosureRow;
        Insert: {
          closed_from?: string | null;
          closed_until?: string | null;
          created_at?: string;
          created_by?: string | null;
          ends_on: string;
          id?: string;
          reason_en: string;
          reason_es: string;
          starts_on: string;
        };
        Update: {
          closed_from?: string | null;
          closed_until?: string | null;
          created_at?: string;
          created_by?: string | null;
          ends_on?: string;
          id?: string;
          reason_en?: string;
          reason_es?: string;
          starts_on?: string;
        };
        Relationships: [];
      };
      profiles: {
        Row: {
          avatar_url: string | null;
          email_reminders: boolean;
          email_review_invitations: boolean;
          full_name: string | null;
          id: string;
          locale: string;
          phone: string | null;
          updated_at: string;
          username: string | null;
        };
        Insert: {
          avatar_url?: string | null;
          email_reminders?: boolean;
          email_review_invitations?: boolean;
          full_name?: string | null;
          id: string;
          locale?: string;
          phone?: string | null;
          updated_at?: string;
          username?: string | null;
        };
        Update: {
          avatar_url?: string | null;
          email_reminders?: boolean;
          email_review_invitations?: boolean;
          full_name?: string | null;
          id?: string;
          locale?: string;
          phone?: string | null;
          updated_at?: string;
          username?: string | null;
        };
        Relationships: [];
      };
      request_attachments: {
        Row: {
          created_at: string;
          file_name: string;
          id: string;
          message_id: string;
          mime_type: string;
          object_path: string;
          request_id: string;
          size_bytes: number;
        };
        Insert: {
          created_at?: string;
          file_name: string;
          id?: string;
          message_id: string;
          mime_type: string;
          object_path: string;
          request_id: string;
          size_bytes: number;
        };
        Update: {
          created_at?: string;
          file_name?: string;
          id?: string;
          message_id?: string;
          mime_type?: string;
          object_path?: string;
          request_id?: string;
          size_bytes?: number;
        };
        Relationships: [];
      };
      request_messages: {
        Row: {
          author_id: string | null;
          author_name: string | null;
          body: string;
          created_at: string;
          from_staff: boolean;
          id: string;
          internal: boolean;
          request_id: string;
        };
        Insert: {
          author_id?: string | null;
          author_name?: string | null;
          body: string;
          created_at?: string;
          from_staff?: boolean;
          id?: string;
          internal?: boolean;
          request_id: string;
        };
        Update: {
          author_id?: string | null;
          author_name?: string | null;
          body?: string;
          created_at?: string;
          from_staff?: boolean;
          id?: string;
          internal?: boolean;
          request_id?: string;
        };
        Relationships: [];
      };
      request_reads: {
        Row: {
          last_read_at: string;
          request_id: string;
          user_id: string;
        };
        Insert: {
          last_read_at?: string;
          request_id: string;
          user_id?: string;
        };
        Update: {
          last_read_at?: string;
          request_id?: string;
          user_id?: string;
        };
        Relationships: [];
      };
      reviews: {
        Row: ReviewRow;
        Insert: {
          approved?: boolean;
          created_at?: string;
          email: string;
          id?: string;
          name: string;
          rating?: number;
          review_text: string;
          service: string;
        };
        Update: {
          approved?: boolean;
          created_at?: string;
          email?: string;
          id?: string;
          name?: string;
          rating?: number;
          review_text?: string;
          service?: string;
        };
        Relationships: [];
      };
      service_requests: {
        Row: ServiceRequestRow;
        Insert: {
          created_at?: string;
          description: string;
          id?: string;
          reference?: never;
          service_type: string;
          status?: string;
          technician?: string | null;
          title: string;
          updated_at?: string;
          user_id?: string;
        };
        Update: {
          reference?: never;
          created_at?: string;
          description?: string;
          id?: string;
          service_type?: string;
          status?: string;
          technician?: string | null;
          title?: string;
          updated_at?: string;
          user_id?: string;
        };
        Relationships: [];
      };
      services: {
        Row: {
          active: boolean;
          description: string;
          duration: number;
          id: number;
          name: string;
          price: string;
          slug: string;
          translation_key: string | null;
        };
        Insert: {
          active?: boolean;
          description?: string;
          duration: number;
          id?: number;
          name: string;
          price: string;
          slug: string;
          translation_key?: string | null;
        };
        Update: {
          active?: boolean;
          description?: string;
          duration?: number;
          id?: number;
          name?: string;
          price?: string;
          slug?: string;
          translation_key?: string | null;
        };
        Relationships: [];
      };
      status_changes: {
        Row: {
          appointment_id: string | null;
          changed_at: string;
          changed_by: string | null;
          changed_by_name: string | null;
          changed_by_staff: boolean;
          from_status: string;
          id: number;
          request_id: string | null;
          to_status: string;
        };
        Insert: {
          appointment_id?: string | null;
          changed_at?: string;
          changed_by?: string | null;
          changed_by_name?: string | null;
          changed_by_staff?: boolean;
          from_status: string;
          id?: number;
          request_id?: string | null;
          to_status: string;
        };
        Update: {
          appointment_id?: string | null;
          changed_at?: string;
          changed_by?: string | null;
          changed_by_name?: string | null;
          changed_by_staff?: boolean;
          from_status?: string;
          id?: number;
          request_id?: string | null;
          to_status?: string;
        };
        Relationships: [];
      };
      technicians_on_duty: {
        Row: { isodow: number; technicians: number; updated_at: string; updated_by: string | null };
        Insert: { isodow: number; technicians?: number; updated_at?: string; updated_by?: string | null };
        Update: { isodow?: number; technicians?: number; updated_at?: string; updated_by?: string | null };
        Relationships: [];
      };
    };
    Views: { [_ in never]: never };
    Functions: {
      add_closures: {
        Args: { p_closures: Json; p_confirmed?: boolean };
        Returns: ClosureRow[];
        SetofOptions: { from: "*"; to: "closures"; isOneToOne: false; isSetofReturn: true };
      };
      add_closure: {
        Args: {
          p_closed_from?: string | null;
          p_closed_until?: string | null;
          p_confirmed?: boolean;
          p_ends_on: string;
          p_reason_en: string;
          p_reason_es: string;
          p_starts_on: string;
        };
        Returns: ClosureRow;
        SetofOptions: { from: "*"; to: "closures"; isOneToOne: true; isSetofReturn: false };
      };
      admin_failed_notifications: {
        Args: never;
        Returns: { attempts: number; created_at: string; id: number; kind: string; last_error: string | null; recipient: string | null }[];
      };
      admin_list_appointments: {
        Args: { p_from?: string | null; p_to?: string | null };
        Returns: (Omit<AppointmentRow, "booked_by"> & CustomerColumns & { booked_by_staff: boolean; customer_phone: string | null })[];
      };
      admin_list_requests: {
        Args: { p_status?: string | null };
        Returns: (ServiceRequestRow & CustomerColumns)[];
      };
      admin_list_reviews: {
        Args: { p_approved?: boolean | null };
        Returns: ReviewRow[];
        SetofOptions: { from: "*"; to: "reviews"; isOneToOne: false; isSetofReturn: true };
      };
      admin_search_appointments: {
        Args: { p_from?: string | null; p_needs_call?: boolean; p_query?: string | null; p_status?: string | null };
        Returns: (Omit<AppointmentRow, "booked_by"> & CustomerColumns & { booked_by_staff: boolean; customer_phone: string | null })[];
      };
      admin_search_requests: {
        Args: { p_needs_call?: boolean; p_query?: string | null; p_status?: string | null; p_unread?: boolean };
        Returns: (ServiceRequestRow & CustomerColumns & { customer_phone: string | null; needs_call: boolean; unread: number })[];
      };
      admin_retry_notification: { Args: { p_id: number }; Returns: undefined };
      appointment_action_rules: { Args: never; Returns: Json };
      appointment_status_change_due: { Args: { p_from: string; p_now: string; p_starts_at: string; p_to: string }; Returns: boolean };
      appointment_status_transition_allowed: { Args: { p_from: string; p_to: string }; Returns: boolean };
      attachment_orphans: { Args: { p_incoming_before: string; p_limit?: number; p_unlinked_before: string }; Returns: string[] };
      book_for_customer: {
        Args: { p_appointment_date: string; p_customer_id: string; p_issue_description?: string | null; p_service_id: number };
        Returns: AppointmentRow;
        SetofOptions: { from: "*"; to: "appointments"; isOneToOne: true; isSetofReturn: false };
      };
      booking_limits: { Args: never; Returns: Json };
      business_day_end: { Args: never; Returns: string };
      business_slots: { Args: never; Returns: string[] };
      business_time_zone: { Args: never; Returns: string };
      cancel_appointment: {
        Args: { appointment_id: string };
        Returns: AppointmentRow;
        SetofOptions: { from: "*"; to: "appointments"; isOneToOne: true; isSetofReturn: false };
      };
      check_table_exists: { Args: { p_table_name: string }; Returns: boolean };
      closure_conflicts: {
        Args: { p_closed_from?: string | null; p_closed_until?: string | null; p_ends_on: string; p_starts_on: string };
        Returns: {
          appointment_date: string;
          customer_email: string | null;
          customer_name: string | null;
          customer_phone: string | null;
          id: string;
          service_name: string;
          status: string;
          user_id: string;
        }[];
      };
      conversation_rules: { Args: never; Returns: Json };
      set_technicians_on_duty: { Args: { p_counts: Json }; Returns: number };
      claim_notifications: {
        Args: { p_limit?: number; p_now?: string };
        Returns: { attempts: number; id: number; kind: string; locale: string; payload: Json; recipient: string | null; user_id: string | null }[];
      };
      finish_notification: {
        Args: { p_attempt: number; p_error?: string | null; p_id: number; p_now?: string; p_permanent?: boolean };
        Returns: undefined;
      };
      get_booked_slots: { Args: { p_date: string; p_ignore?: string | null }; Returns: { ends_at: string; starts_at: string }[] };
      get_user_appointments: {
        Args: { user_id: string };
        Returns: AppointmentRow[];
        SetofOptions: { from: "*"; to: "appointments"; isOneToOne: false; isSetofReturn: true };
      };
      is_staff: { Args: never; Returns: boolean };
      late_cancellation_window: { Args: never; Returns: string };
      mark_request_read: { Args: { p_request_id: string }; Returns: boolean };
      notification_rules: { Args: never; Returns: Json };
      notification_staff_emails: { Args: never; Returns: string[] };
      purge_notifications: { Args: { p_now?: string }; Returns: number };
      request_status_transition_allowed: { Args: { p_from: string; p_to: string }; Returns: boolean };
      request_unread_counts: { Args: never; Returns: { request_id: string; unread: number }[] };
      reschedule_appointment: {
        Args: { p_appointment_id: string; p_new_time: string };
        Returns: AppointmentRow;
        SetofOptions: { from: "*"; to: "appointments"; isOneToOne: true; isSetofReturn: false };
      };
      review_rate_limits: { Args: never; Returns: Json };
      schedule_appointment: {
        Args: {
          p_appointment_date: string;
          p_duration?: number;
          p_issue_description?: string | null;
          p_service_id: number;
          p_service_name: string;
          p_service_request_id?: string | null;
        };
        Returns: AppointmentRow;
        SetofOptions: { from: "*"; to: "appointments"; isOneToOne: true; isSetofReturn: false };
      };
      search_customers: {
        Args: { p_query: string };
        Returns: { email: string; full_name: string | null; id: string; locale: string; phone: string | null }[];
      };
      service_request_exists: { Args: { p_request_id: string }; Returns: boolean };
      service_request_rate_limits: { Args: never; Returns: Json };
      set_request_status: {
        Args: { p_request_id: string; p_status: string; p_technician?: string | null };
        Returns: ServiceRequestRow;
        SetofOptions: { from: "*"; to: "service_requests"; isOneToOne: true; isSetofReturn: false };
      };
      unsubscribe_notification: { Args: { p_id: number }; Returns: { kind: string; locale: string }[] };
      update_appointment_status: {
        Args: { appointment_id: string; new_status: string };
        Returns: AppointmentRow;
        SetofOptions: { from: "*"; to: "appointments"; isOneToOne: true; isSetofReturn: false };
      };
    };
    Enums: { [_ in never]: never };
    CompositeTypes: { [_ in never]: never };
  };
};

type PublicSchema = Database["public"];

export type Tables<T extends keyof PublicSchema["Tables"]> = PublicSchema["Tables"][T]["Row"];
export type TablesInsert<T extends keyof PublicSchema["Tables"]> = PublicSchema["Tables"][T]["Insert"];
export type TablesUpdate<T extends keyof PublicSchema["Tables"]> = PublicSchema["Tables"][T]["Update"];
export type Functions<T extends keyof PublicSchema["Functions"]> = PublicSchema["Functions"][T];
