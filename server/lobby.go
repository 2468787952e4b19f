package server

import (
	"context"
	"encoding/json"
	"errors"
	"io"
	"net/http"
	"strings"
	"time"

	"github.com/prometheus/client_golang/prometheus/promhttp"

	"dun/web"
)

// maxBody bounds a lobby request's body.
const maxBody = 64 << 10

// routes is the server's HTTP surface:
//
//	GET  /api/quests    the quests on offer
//	GET  /api/heroes    the predesigned heroes
//	GET  /api/games     the games, with their seats (never their tokens)
//	POST /api/games     create a game (CreateRequest) -> Created, with the seats' tokens
//	GET  /ws            the game protocol (docs/protocol.md)
//	GET  /healthz       the process is up
//	GET  /readyz        the database answers and the server takes commands
//	GET  /metrics       Prometheus metrics
//	GET  /              the browser client
func (s *Server) routes() http.Handler {
	mux := http.NewServeMux()
	mux.HandleFunc("GET /api/quests", func(w http.ResponseWriter, r *http.Request) {
		writeJSON(w, http.StatusOK, s.catalog.Quests())
	})
	mux.HandleFunc("GET /api/heroes", func(w http.ResponseWriter, r *http.Request) {
		writeJSON(w, http.StatusOK, s.catalog.Heroes())
	})
	mux.HandleFunc("GET /api/games", func(w http.ResponseWriter, r *http.Request) {
		writeJSON(w, http.StatusOK, s.Games())
	})
	mux.HandleFunc("POST /api/games", s.createGame)
	mux.HandleFunc("GET /ws", s.serveWS)
	mux.HandleFunc("GET /healthz", func(w http.ResponseWriter, r *http.Request) {
		writeJSON(w, http.StatusOK, map[string]string{"status": "ok"})
	})
	mux.HandleFunc("GET /readyz", func(w http.ResponseWriter, r *http.Request) {
		ctx, cancel := context.WithTimeout(r.Context(), 2*time.Second)
		defer cancel()
		if s.closing.Load() {
			writeJSON(w, http.StatusServiceUnavailable, map[string]string{"status": "shutting down"})
			return
		}
		if err := s.store.Ping(ctx); err != nil {
			writeJSON(w, http.StatusServiceUnavailable, map[string]string{"status": "database unavailable"})
			return
		}
		writeJSON(w, http.StatusOK, map[string]string{"status": "ready"})
	})
	mux.Handle("GET /metrics", promhttp.HandlerFor(s.metrics.reg, promhttp.HandlerOpts{}))
	mux.Handle("GET /", http.FileServerFS(web.Files()))
	return securityHeaders(mux)
}

// securityHeaders keeps the client from being framed or sniffed.
func securityHeaders(h http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("X-Content-Type-Options", "nosniff")
		w.Header().Set("X-Frame-Options", "DENY")
		w.Header().Set("Referrer-Policy", "no-referrer")
		w.Header().Set("Content-Security-Policy", "default-src 'self'; connect-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; frame-ancestors 'none'")
		h.ServeHTTP(w, r)
	})
}

func (s *Server) createGame(w http.ResponseWriter, r *http.Request) {
	if s.closing.Load() {
		writeProblem(w, http.StatusServiceUnavailable, problem(CodeShuttingDown, "the server is shutting down", "el servidor se está apagando"))
		return
	}
	// JSON only: a cross-site form cannot send it without a CORS preflight,
	// which this server never grants.
	if ct := r.Header.Get("Content-Type"); ct != "application/json" && !strings.HasPrefix(ct, "application/json;") {
		writeProblem(w, http.StatusUnsupportedMediaType, problem(CodeBadMessage, "send the request as application/json", "envía la petición como application/json"))
		return
	}
	if !s.creating.Allow() {
		writeProblem(w, http.StatusTooManyRequests, problem(CodeRateLimited, "too many games created; try again in a moment", "se están creando demasiadas partidas; prueba dentro de un momento"))
		return
	}
	var req CreateRequest
	dec := json.NewDecoder(http.MaxBytesReader(w, r.Body, maxBody))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&req); err != nil {
		writeProblem(w, http.StatusBadRequest, problem(CodeBadMessage, "bad request: %v", "petición incorrecta: %v", err))
		return
	}
	if _, err := dec.Token(); !errors.Is(err, io.EOF) {
		writeProblem(w, http.StatusBadRequest, problem(CodeBadMessage, "data after the request", "datos tras la petición"))
		return
	}
	created, p := s.CreateGame(r.Context(), req)
	if p != nil {
		status := http.StatusBadRequest
		if p.Code == CodeInternal {
			status = http.StatusInternalServerError
		}
		writeProblem(w, status, p)
		return
	}
	writeJSON(w, http.StatusCreated, created)
}

func writeJSON(w http.ResponseWriter, status int, v any) {
	w.Header().Set("Content-Type", "application/json; charset=utf-8")
	w.Header().Set("Cache-Control", "no-store")
	w.WriteHeader(status)
	json.NewEncoder(w).Encode(v)
}

func writeProblem(w http.ResponseWriter, status int, p *Problem) {
	writeJSON(w, status, map[string]any{"code": p.Code, "reason": p.Reason})
}
