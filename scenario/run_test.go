package scenario

import (
	"path/filepath"
	"testing"

	"github.com/ettinmtg/ettin/bind"
)

// TestScenarios runs every scenario file of the project (testdata/scenarios/<edition>/).
func TestScenarios(t *testing.T) {
	files, err := filepath.Glob(filepath.Join("..", "testdata", "scenarios", "*", "*.yaml"))
	if err != nil {
		t.Fatal(err)
	}
	if len(files) == 0 {
		t.Fatal("no scenario files found")
	}
	for _, f := range files {
		rel, _ := filepath.Rel(filepath.Join("..", "testdata", "scenarios"), f)
		t.Run(rel, func(t *testing.T) {
			spec, err := Load(f)
			if err != nil {
				t.Fatal(err)
			}
			if res := Run(spec); res.Failed {
				var log string
				if res.Game != nil {
					for _, l := range bind.Log(res.Game) {
						log += "\n  " + l
					}
				}
				t.Fatalf("%s%s", res, log)
			}
		})
	}
}
