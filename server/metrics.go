package server

import (
	"github.com/prometheus/client_golang/prometheus"
	"github.com/prometheus/client_golang/prometheus/collectors"
)

// metrics are the server's Prometheus metrics, in a registry of its own so
// that several servers (tests) do not clash.
type metrics struct {
	reg      *prometheus.Registry
	games    prometheus.Gauge
	seats    prometheus.Gauge
	commands prometheus.Counter
	refused  *prometheus.CounterVec
	latency  prometheus.Histogram
	// storeWait is how long a command waits for its row to be committed
	// (its share of a group commit, and the batch before it); batch is
	// how many commands each commit carries.
	storeWait prometheus.Histogram
	batch     prometheus.Histogram
	// commit is how long the writer takes over a batch, from BEGIN to
	// the end of COMMIT.
	commit prometheus.Histogram
	// checkpoint is how long the writer takes over its share of each
	// checkpoint (writer.checkpoint), which writes wait for.
	checkpoint prometheus.Histogram
}

func newMetrics() *metrics {
	m := &metrics{
		reg: prometheus.NewRegistry(),
		games: prometheus.NewGauge(prometheus.GaugeOpts{
			Name: "dun_games", Help: "Games loaded on the server.",
		}),
		seats: prometheus.NewGauge(prometheus.GaugeOpts{
			Name: "dun_seats_connected", Help: "Seat connections open (one browser may hold several seats).",
		}),
		commands: prometheus.NewCounter(prometheus.CounterOpts{
			Name: "dun_commands_applied_total", Help: "Commands applied and stored.",
		}),
		refused: prometheus.NewCounterVec(prometheus.CounterOpts{
			Name: "dun_commands_refused_total", Help: "Commands and messages refused, by error code.",
		}, []string{"code"}),
		latency: prometheus.NewHistogram(prometheus.HistogramOpts{
			Name:    "dun_command_seconds",
			Help:    "Time from a command's arrival to its being applied, stored and sent to every seat.",
			Buckets: []float64{.0005, .001, .002, .005, .01, .02, .05, .1, .25, .5, 1},
		}),
		storeWait: prometheus.NewHistogram(prometheus.HistogramOpts{
			Name:    "dun_store_wait_seconds",
			Help:    "Time from a command's being handed to the store to its row being committed.",
			Buckets: []float64{.0005, .001, .002, .005, .01, .02, .05, .1, .25, .5, 1},
		}),
		batch: prometheus.NewHistogram(prometheus.HistogramOpts{
			Name:    "dun_store_batch_commands",
			Help:    "Commands committed together in one transaction (group commit).",
			Buckets: []float64{1, 2, 4, 8, 16, 32, 64, 128, 256},
		}),
		commit: prometheus.NewHistogram(prometheus.HistogramOpts{
			Name:    "dun_store_commit_seconds",
			Help:    "Time the store's writer takes over one transaction, from its beginning to the end of its commit.",
			Buckets: []float64{.0001, .0002, .0005, .001, .002, .005, .01, .02, .05, .1, .25},
		}),
		checkpoint: prometheus.NewHistogram(prometheus.HistogramOpts{
			Name:    "dun_store_checkpoint_seconds",
			Help:    "Time the store's writer takes to finish a checkpoint of the WAL, between two transactions (writes wait for it).",
			Buckets: []float64{.0001, .0002, .0005, .001, .002, .005, .01, .02, .05, .1, .25},
		}),
	}
	m.reg.MustRegister(m.games, m.seats, m.commands, m.refused, m.latency, m.storeWait, m.batch, m.commit, m.checkpoint,
		collectors.NewGoCollector(), collectors.NewProcessCollector(collectors.ProcessCollectorOpts{}))
	return m
}
