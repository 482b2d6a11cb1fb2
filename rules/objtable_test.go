package rules

import "testing"

// TestObjTableCopyOnWrite checks the table on its own: after clone, writes and appends on
// either side (into a shared last chunk too) stay on that side, and reads see them.
func TestObjTableCopyOnWrite(t *testing.T) {
	a := makeObjTable(0)
	for i := range 3*chunkSize + 5 {
		a.add(Object{ID: ObjID(i), Damage: i})
	}
	b := a.clone()
	a.mut(1).Damage = -1
	b.mut(2).Damage = -2
	ida := a.add(Object{ID: ObjID(a.len()), Damage: 100})
	idb := b.add(Object{ID: ObjID(b.len()), Damage: 200})
	c := b.clone()
	c.mut(0).Damage = -3
	c.add(Object{Damage: 300})
	for i := range a.len() {
		wa, wb, wc := i, i, i
		switch i {
		case 1:
			wa = -1
		case 2:
			wb, wc = -2, -2
		case 0:
			wc = -3
		case int(ida):
			wa, wb, wc = 100, 200, 200
		}
		if a.at(ObjID(i)).Damage != wa || b.at(ObjID(i)).Damage != wb || c.at(ObjID(i)).Damage != wc {
			t.Fatalf("object %d: damage %d %d %d, want %d %d %d", i, a.at(ObjID(i)).Damage, b.at(ObjID(i)).Damage, c.at(ObjID(i)).Damage, wa, wb, wc)
		}
	}
	if ida != idb || b.len() != a.len() || c.len() != a.len()+1 || c.at(ObjID(c.len()-1)).Damage != 300 {
		t.Fatalf("lengths %d %d %d", a.len(), b.len(), c.len())
	}
	// A pointer from mut stays good for further writes until the next clone.
	p := a.mut(7)
	a.mut(8).Damage = 8
	p.Damage = 77
	if a.at(7).Damage != 77 || b.at(7).Damage != 7 {
		t.Fatalf("damage %d and %d, want 77 and 7", a.at(7).Damage, b.at(7).Damage)
	}
}

// TestObjTableSetZones checks setZones: the objects it sets outside their shared chunks
// read as set on that side only, survive the next write to their chunk (which copies the
// chunk), and are shared by a clone like any object until either side writes them.
func TestObjTableSetZones(t *testing.T) {
	a := makeObjTable(0)
	for i := range 3*chunkSize + 5 {
		a.add(Object{ID: ObjID(i), Zone: ZoneLibrary, Damage: i})
	}
	b := a.clone()
	a.mut(chunkSize + 1).Damage = -1 // a owns chunk 1
	b.setZones([]ObjID{1, chunkSize + 1, 2*chunkSize + 3, 3 * chunkSize}, []Zone{ZoneHand, ZoneHand, ZoneExile, ZoneHand})
	want := func(tb *objTable, name string, zones map[ObjID]Zone, damage map[ObjID]int) {
		t.Helper()
		for i := range tb.len() {
			id := ObjID(i)
			wz, wd := ZoneLibrary, i
			if z, ok := zones[id]; ok {
				wz = z
			}
			if d, ok := damage[id]; ok {
				wd = d
			}
			if o := tb.at(id); o.Zone != wz || o.Damage != wd {
				t.Fatalf("%s: object %d in %v with %d damage, want %v with %d", name, i, o.Zone, o.Damage, wz, wd)
			}
		}
	}
	want(&a, "a", nil, map[ObjID]int{chunkSize + 1: -1})
	bz := map[ObjID]Zone{1: ZoneHand, chunkSize + 1: ZoneHand, 2*chunkSize + 3: ZoneExile, 3 * chunkSize: ZoneHand}
	want(&b, "b", bz, nil)
	c := b.clone()
	b.mut(0).Damage = -10 // copies chunk 0 with object 1 as set
	c.mut(2*chunkSize + 3).Damage = -20
	c.add(Object{ID: ObjID(c.len()), Zone: ZoneLibrary, Damage: c.len()}) // into chunk 3
	want(&a, "a", nil, map[ObjID]int{chunkSize + 1: -1})
	want(&b, "b", bz, map[ObjID]int{0: -10})
	want(&c, "c", bz, map[ObjID]int{2*chunkSize + 3: -20})
	c.setZones([]ObjID{1}, []Zone{ZoneGraveyard})
	want(&b, "b", bz, map[ObjID]int{0: -10})
	if c.at(1).Zone != ZoneGraveyard {
		t.Fatalf("c: object 1 in %v", c.at(1).Zone)
	}
}
