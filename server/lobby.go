package server

import (
	"context"
	"crypto/sha256"
	"crypto/subtle"
	"encoding/json"
	"errors"
	"io"
	"net/http"
	"os"
	"path/filepath"
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
//	POST /api/heroes/check  check a created hero's file (CheckedHero)
//	GET  /api/names     the skills' names in both languages
//	GET  /api/leader-objects  the magic objects a person may buy the Leader
//	GET  /api/games     the games, with their seats (never their tokens)
//	POST /api/games     create a game (CreateRequest) -> Created, with the seats' tokens
//	GET  /ws            the game protocol (docs/protocol.md)
//	GET  /api/admin/games/{id}/export   a game as an Export (admin token)
//	POST /api/admin/games/import        import an Export -> Created (admin token)
//	POST /api/admin/backup              write a backup of the database (admin token)
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
	mux.HandleFunc("POST /api/heroes/check", s.checkHero)
	mux.HandleFunc("GET /api/names", func(w http.ResponseWriter, r *http.Request) {
		writeJSON(w, http.StatusOK, s.catalog.Names())
	})
	mux.HandleFunc("GET /api/leader-objects", func(w http.ResponseWriter, r *http.Request) {
		writeJSON(w, http.StatusOK, s.catalog.LeaderObjects())
	})
	mux.HandleFunc("GET /api/games", func(w http.ResponseWriter, r *http.Request) {
		writeJSON(w, http.StatusOK, s.Games())
	})
	mux.HandleFunc("POST /api/games", s.createGame)
	mux.HandleFunc("GET /ws", s.serveWS)
	mux.HandleFunc("GET /api/admin/games/{id}/export", s.adminOnly(s.exportGame))
	mux.HandleFunc("POST /api/admin/games/import", s.adminOnly(s.importGame))
	mux.HandleFunc("POST /api/admin/backup", s.adminOnly(s.backup))
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
	if !jsonOnly(w, r) {
		return
	}
	if !s.creating.Allow() {
		writeProblem(w, http.StatusTooManyRequests, problem(CodeRateLimited, "too many games created; try again in a moment", "se están creando demasiadas partidas; prueba dentro de un momento"))
		return
	}
	var req CreateRequest
	if !s.decodeJSON(w, r, &req) {
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

// jsonOnly refuses a request that is not JSON: a cross-site form cannot
// send JSON without a CORS preflight, which this server never grants.
func jsonOnly(w http.ResponseWriter, r *http.Request) bool {
	if ct := r.Header.Get("Content-Type"); ct != "application/json" && !strings.HasPrefix(ct, "application/json;") {
		writeProblem(w, http.StatusUnsupportedMediaType, problem(CodeBadMessage, "send the request as application/json", "envía la petición como application/json"))
		return false
	}
	return true
}

// decodeJSON reads a lobby request's body into v: one JSON value of at
// most maxBody bytes with no unknown field. On a problem it answers and
// returns false.
func (s *Server) decodeJSON(w http.ResponseWriter, r *http.Request, v any) bool {
	dec := json.NewDecoder(http.MaxBytesReader(w, r.Body, maxBody))
	dec.DisallowUnknownFields()
	if err := dec.Decode(v); err != nil {
		writeProblem(w, http.StatusBadRequest, problem(CodeBadMessage, "bad request: %v", "petición incorrecta: %v", err))
		return false
	}
	if _, err := dec.Token(); !errors.Is(err, io.EOF) {
		writeProblem(w, http.StatusBadRequest, problem(CodeBadMessage, "data after the request", "datos tras la petición"))
		return false
	}
	return true
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

// maxImport bounds an imported game's size.
const maxImport = 64 << 20

// adminOnly lets through the requests that bear the admin token
// (Authorization: Bearer TOKEN); without a token configured the admin
// endpoints are off.
func (s *Server) adminOnly(h http.HandlerFunc) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		if s.admin == ([sha256.Size]byte{}) {
			writeProblem(w, http.StatusNotFound, problem(CodeBadToken, "the admin endpoints are off (dun serve --admin-token)", "los accesos de administración están desactivados (dun serve --admin-token)"))
			return
		}
		tok, ok := strings.CutPrefix(r.Header.Get("Authorization"), "Bearer ")
		h2 := sha256.Sum256([]byte(tok))
		if !ok || subtle.ConstantTimeCompare(h2[:], s.admin[:]) != 1 {
			s.metrics.refused.WithLabelValues(CodeBadToken).Inc()
			writeProblem(w, http.StatusUnauthorized, problem(CodeBadToken, "a wrong admin token", "token de administración incorrecto"))
			return
		}
		h(w, r)
	}
}

func (s *Server) exportGame(w http.ResponseWriter, r *http.Request) {
	id := r.PathValue("id")
	if _, ok := s.Game(id); !ok {
		writeProblem(w, http.StatusNotFound, problem(CodeBadMessage, "no game %q", "no existe la partida %q", id))
		return
	}
	ex, err := s.ExportGame(r.Context(), id)
	if err != nil {
		s.log.Error("export", "game", id, "err", err)
		writeProblem(w, http.StatusInternalServerError, problem(CodeInternal, "the game cannot be exported", "no se puede exportar la partida"))
		return
	}
	w.Header().Set("Content-Disposition", `attachment; filename="dun-`+id+`.json"`)
	writeJSON(w, http.StatusOK, ex)
}

func (s *Server) importGame(w http.ResponseWriter, r *http.Request) {
	if s.closing.Load() {
		writeProblem(w, http.StatusServiceUnavailable, problem(CodeShuttingDown, "the server is shutting down", "el servidor se está apagando"))
		return
	}
	var ex Export
	dec := json.NewDecoder(http.MaxBytesReader(w, r.Body, maxImport))
	if err := dec.Decode(&ex); err != nil {
		writeProblem(w, http.StatusBadRequest, problem(CodeBadMessage, "bad export: %v", "exportación incorrecta: %v", err))
		return
	}
	created, p := s.ImportGame(r.Context(), ex)
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

func (s *Server) backup(w http.ResponseWriter, r *http.Request) {
	dir := s.cfg.BackupDir
	if dir == "" {
		dir = filepath.Join(s.cfg.DataDir, "backups")
	}
	if err := os.MkdirAll(dir, 0o700); err != nil {
		writeProblem(w, http.StatusInternalServerError, problem(CodeInternal, "no backup folder", "no hay carpeta de copias"))
		return
	}
	path := filepath.Join(dir, "dun-"+time.Now().UTC().Format("20060102-150405.000")+".db")
	if err := s.Backup(r.Context(), path); err != nil {
		s.log.Error("backup", "err", err)
		writeProblem(w, http.StatusInternalServerError, problem(CodeInternal, "the backup failed", "la copia de seguridad falló"))
		return
	}
	writeJSON(w, http.StatusCreated, map[string]string{"path": path})
}
