/** Every HTTP answer has this shape (DESIGN.md section 3). */
export interface ApiResponse<T> {
  success: boolean;
  message: string;
  data: T;
}

/** A failed answer. `errors` maps a field path (e.g. `email`) to its first message. */
export interface ApiErrorBody {
  success: false;
  message: string;
  data: null;
  errors?: Record<string, string>;
  requestId?: string;
}

export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
  totalPages: number;
}
